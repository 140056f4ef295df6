import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, weakSecretReason } from '../../server/config.ts';

const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/fel-config-test', ...env });

describe('configuration', () => {
  it('listens on loopback unless HOST says otherwise (npm start publishes demo passwords)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('production refuses a JWT_SECRET that is short or made of few different characters, with a clear message', () => {
    expect(production({})).toThrow(ConfigError);
    expect(production({ JWT_SECRET: 'a'.repeat(32) })).toThrow(/JWT_SECRET: must contain at least 10 different characters \(make one with: openssl rand -hex 32\)/);
    expect(production({ JWT_SECRET: 'abcdefgh'.repeat(8) })).toThrow(/at least 10 different characters/);
    expect(production({ JWT_SECRET: '0123456789abcdef0123' })).toThrow(/at least 32 characters/);
    const ok = production({ JWT_SECRET: '3f9c1e7a5b2d8046f1a9c3e5b7d90a2c' })();
    expect(ok.jwtSecret).toBe('3f9c1e7a5b2d8046f1a9c3e5b7d90a2c');
  });

  it('accepts every secret the suggested command makes (openssl rand -hex 32: 64 of 16 hex digits)', () => {
    // With sixteen different characters required, about one such secret in four was refused.
    const refused = Array.from({ length: 2000 }, () => randomBytes(32).toString('hex')).filter((secret) => weakSecretReason(secret) !== null);
    expect(refused).toEqual([]);
  });

  it('outside production a weak secret is still accepted (tests, local runs)', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/fel-config-test' }).jwtSecret).toBe('a'.repeat(32));
    expect(weakSecretReason('0123456789abcdefghijklmnopqrstuv')).toBeNull();
  });

  it('METRICS_TOKEN: absent turns /metrics off; a short one is refused', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test' }).metricsToken).toBeNull();
    expect(() => loadConfig({ DATA_DIR: '/tmp/fel-config-test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/);
  });
});
