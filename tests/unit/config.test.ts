import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, weakSecretReason } from '../../server/config.ts';

const KEY = '8c1f4e2a9b7d3c605e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f';
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/fel-config-test', DATA_ENCRYPTION_KEY: KEY, ...env });
const productionWithMail = (env: Record<string, string>) => production({ SMTP_URL: 'smtp://mail.example:587', ...env });

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
    const ok = productionWithMail({ JWT_SECRET: '3f9c1e7a5b2d8046f1a9c3e5b7d90a2c' })();
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

  it('production refuses to start without SMTP_URL unless MAIL_LOG_ONLY=1 says so, and refuses DEMO_DATA', () => {
    const secret = { JWT_SECRET: '3f9c1e7a5b2d8046f1a9c3e5b7d90a2c' };
    expect(production(secret)).toThrow(/SMTP_URL: required when NODE_ENV=production \(or MAIL_LOG_ONLY=1/);
    expect(production({ ...secret, MAIL_LOG_ONLY: '1' })().smtpUrl).toBeUndefined();
    expect(production({ ...secret, SMTP_URL: 'smtp://mail.example:587' })().smtpUrl).toBe('smtp://mail.example:587');
    expect(production({ ...secret, MAIL_LOG_ONLY: '1', DEMO_DATA: '1' })).toThrow(/DEMO_DATA: the demo users have published passwords/);
    // The embedded database seeds demo users by default, but not in production.
    expect(production({ ...secret, MAIL_LOG_ONLY: '1' })().demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test' }).demoData).toBe(true);
  });

  it('TRUST_PROXY: a hop count (1 behind one load balancer) or the proxies\' addresses; never every hop', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: '/tmp/fel-config-test', TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test' }).trustProxy).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
    expect(() => trust('10.0.0.1, everything')).toThrow(/TRUST_PROXY: a hop count .*not an address: everything/);
    expect(() => trust('10.0.0.0/33')).toThrow(/not an address: 10.0.0.0\/33/);
  });

  it('METRICS_TOKEN: absent turns /metrics off; a short one is refused', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fel-config-test' }).metricsToken).toBeNull();
    expect(() => loadConfig({ DATA_DIR: '/tmp/fel-config-test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/);
  });
});
