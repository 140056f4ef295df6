import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { open, seal } from '../../server/secret-box.ts';

// Secrets at rest: AES-256-GCM under DATA_ENCRYPTION_KEY, readable under an earlier key during a rotation.

const key = () => randomBytes(32);

describe('secret box', () => {
  it('seals with a fresh IV each time and opens under the same key; tampering is refused', () => {
    const keys = { key: key(), previous: [] };
    const a = seal(keys, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(seal(keys, 'JBSWY3DPEHPK3PXP'));
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(keys, a)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    const parts = a.split('.');
    const data = Buffer.from(parts[4] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => open(keys, [...parts.slice(0, 4), data.toString('base64url')].join('.'))).toThrow();
  });

  it('rotation: a value sealed under a previous key opens and says it is stale; an unknown key is refused', () => {
    const old = key();
    const sealed = seal({ key: old, previous: [] }, 'seed');
    expect(open({ key: key(), previous: [old] }, sealed)).toEqual({ plain: 'seed', stale: true });
    expect(() => open({ key: key(), previous: [] }, sealed)).toThrow(/DATA_ENCRYPTION_KEYS_PREVIOUS/);
  });

  it('production requires DATA_ENCRYPTION_KEY; elsewhere it is derived from the JWT secret', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/fel-config-test', JWT_SECRET: '3f9c1e7a5b2d8046f1a9c3e5b7d90a2c', MAIL_LOG_ONLY: '1' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/DATA_ENCRYPTION_KEY: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, DATA_ENCRYPTION_KEY: 'abc' })).toThrow(/64 hex characters/);
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ ...base, DATA_ENCRYPTION_KEY: hex }).dataEncryption.key.toString('hex')).toBe(hex);
    const dev = (secret: string) => loadConfig({ DATA_DIR: '/tmp/fel-config-test', JWT_SECRET: secret }).dataEncryption.key;
    expect(dev('x'.repeat(40)).equals(dev('x'.repeat(40)))).toBe(true);
    expect(dev('x'.repeat(40)).equals(dev('y'.repeat(40)))).toBe(false);
    expect(dev('x'.repeat(40))).toHaveLength(32);
  });
});
