import { z } from 'zod';
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/** Demo credentials used when SEED_ADMIN_* are unset (documented in the README). */
export const DEMO_ADMIN_EMAIL = 'admin@provider.example';
export const DEMO_ADMIN_PASSWORD = 'Admin-demo-2026!';
export const DEMO_USER_PASSWORD = 'Demo-user-2026!';

/**
 * Without JWT_SECRET (development only), a random secret is made once and kept in DATA_DIR/jwt-secret, so
 * sessions survive restarts and nobody can forge tokens or password links with a published value.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Outside production only: the data encryption key derived from the JWT secret (HKDF-SHA256). */
function derivedKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'fel-assess', 'data-encryption-key', 32));
}

/**
 * Which proxies are trusted for X-Forwarded-For and X-Forwarded-Proto: none (false), the last `n` hops (a
 * hop count: `1` is one load balancer in front), or the proxies' addresses (IPs, CIDR ranges, or
 * proxy-addr's names loopback, linklocal, uniquelocal). Never every hop: a client would choose its own
 * address by sending the header.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};
const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Math.min(Number(value), 100) : false;
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !isProxyAddress(e));
  if (wrong.length > 0) ctx.addIssue({ code: 'custom', message: `a hop count (1 behind one load balancer) or the proxies' addresses; not an address: ${wrong.join(', ')}` });
  return entries;
});

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The interface to listen on: loopback by default (the demo passwords are published); 0.0.0.0 in a container. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().min(1).optional(),
  /** Without SMTP_URL: mail (codes and links included) goes to DATA_DIR/outbox and the log. Production must ask for it. */
  MAIL_LOG_ONLY: boolish.optional(),
  MAIL_FROM: z.string().default('FEL Assess <no-reply@fel-assess.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** 32 bytes as 64 hex characters: encrypts secrets at rest (authenticator-app seeds, SSO client secrets). Required in production. */
  DATA_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'DATA_ENCRYPTION_KEY must be 64 hex characters (openssl rand -hex 32)').optional(),
  /** Earlier keys, comma-separated, still read while secrets are re-encrypted with the current one (rotation). */
  DATA_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .regex(/^([0-9a-fA-F]{64})(,[0-9a-fA-F]{64})*$/, 'DATA_ENCRYPTION_KEYS_PREVIOUS must be 64-hex-character keys separated by commas')
    .optional(),
  SEED_ADMIN_EMAIL: z.string().email().default(DEMO_ADMIN_EMAIL),
  SEED_ADMIN_PASSWORD: z.string().min(12).default(DEMO_ADMIN_PASSWORD),
  DEMO_DATA: boolish.optional(),
  SUPPORT_EMAIL: z.string().email().default('support@fel-assess.example'),
  CONTACT_URL: z.string().url().default('https://fel-assess.example/contact'),
  PROVIDER_URL: z.string().url().default('https://fel-assess.example'),
  PRIVACY_URL: z.string().url().default('https://fel-assess.example/privacy'),
  TERMS_URL: z.string().url().default('https://fel-assess.example/terms'),
  SUPPORT_URL: z.string().url().default('https://fel-assess.example/support'),
  /** Argon2 cost: "standard" (64 MiB, t=3) for real use; "fast" only for tests and benchmarks of other paths. */
  PASSWORD_HASH_COST: z.enum(['standard', 'fast']).default('standard'),
  /** Behind a load balancer: the hops (1) or addresses trusted for X-Forwarded-For (rate limits) and -Proto (HSTS). */
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Bearer token that GET /metrics requires; unset turns the endpoint off. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Longest wait for in-flight requests at shutdown before the process ends anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** Requests one API token may make per minute (counted in PostgreSQL, shared by every instance). */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** The GraphiQL explorer at /dashboard/api-explorer for signed-in users: on in development, off in production unless set. */
  GRAPHQL_EXPLORER: boolish.optional(),
  /** Days the audit rows of API token use (one per token and minute) are kept; other audit rows are kept for good. */
  AUDIT_TOKEN_USE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Live streams (/graphql/stream) one person may have open on one instance (2 per open project page). */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Live streams one API token may have open on one instance. */
  LIVE_STREAMS_PER_TOKEN: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Live streams one instance keeps open at most. */
  LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(2_000),
  /** How often every open stream's caller is checked for the ends that come with time (expiry, licence date). */
  LIVE_RECHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
});

/**
 * Production secrets: long enough and not a repeated pattern (32 × "a" has the length and no entropy). Ten
 * different characters, not sixteen: `openssl rand -hex 32` (the command the message suggests) has only
 * sixteen to draw from, and one secret in four lacks one of them.
 */
export const JWT_SECRET_MIN_LENGTH = 32;
export const JWT_SECRET_MIN_DISTINCT = 10;

/** Why a JWT_SECRET is too weak for production, or null when it is acceptable. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < JWT_SECRET_MIN_LENGTH) return `must be at least ${JWT_SECRET_MIN_LENGTH} characters`;
  if (new Set(secret).size < JWT_SECRET_MIN_DISTINCT) {
    return `must contain at least ${JWT_SECRET_MIN_DISTINCT} different characters (make one with: openssl rand -hex 32)`;
  }
  return null;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** SSO discovery and metadata URLs may be http or private addresses (never in production: an SSRF guard). */
  ssoAllowInsecureUrls: boolean;
  /**
   * The key that encrypts secrets at rest, and earlier keys still read (rotation). Outside production without
   * DATA_ENCRYPTION_KEY it is derived from the JWT secret (docs/security.md).
   */
  dataEncryption: { key: Buffer; previous: Buffer[] };
  seedAdminEmail: string;
  seedAdminPassword: string;
  usingDemoAdmin: boolean;
  /** Both SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD are set (production seeds an empty database only then). */
  seedAdminGiven: boolean;
  demoData: boolean;
  links: { supportEmail: string; contactUrl: string; providerUrl: string; privacyUrl: string; termsUrl: string; supportUrl: string };
  passwordHashCost: 'standard' | 'fast';
  logLevel: string;
  trustProxy: TrustProxy;
  chromiumPath: string;
  /** null: GET /metrics answers 404. */
  metricsToken: string | null;
  shutdownTimeoutMs: number;
  apiTokenRateLimit: number;
  graphqlExplorer: boolean;
  auditTokenUseRetentionDays: number;
  live: { streamsPerUser: number; streamsPerToken: number; streamsPerInstance: number; recheckMs: number };
};

export class ConfigError extends Error {}

/**
 * What production refuses beside a weak JWT_SECRET: mail that would only be logged unless asked for (codes
 * and reset links in the log), and the demo users (published passwords).
 */
function productionProblems(e: z.output<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.SMTP_URL && !e.MAIL_LOG_ONLY) {
    problems.push('SMTP_URL: required when NODE_ENV=production (or MAIL_LOG_ONLY=1 to write every mail, codes and links included, to DATA_DIR/outbox and the log)');
  }
  if (!e.DATA_ENCRYPTION_KEY) problems.push('DATA_ENCRYPTION_KEY: required when NODE_ENV=production (64 hex characters: openssl rand -hex 32); it encrypts authenticator-app and SSO secrets');
  if (e.DEMO_DATA) problems.push('DEMO_DATA: the demo users have published passwords; production never creates them');
  return problems;
}

/** Parses and validates every environment variable once; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (32+ characters)');
  }
  const weak = e.NODE_ENV === 'production' && e.JWT_SECRET ? weakSecretReason(e.JWT_SECRET) : null;
  if (weak) throw new ConfigError(`Invalid configuration:\n  JWT_SECRET: ${weak}`);
  const production = productionProblems(e);
  if (production.length > 0) throw new ConfigError(`Invalid configuration:\n${production.map((p) => `  ${p}`).join('\n')}`);
  const jwtSecret = e.JWT_SECRET ?? localSecret(path.resolve(e.DATA_DIR));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ssoAllowInsecureUrls: e.NODE_ENV !== 'production',
    jwtSecret,
    dataEncryption: {
      key: e.DATA_ENCRYPTION_KEY ? Buffer.from(e.DATA_ENCRYPTION_KEY, 'hex') : derivedKey(jwtSecret),
      previous: (e.DATA_ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? []).map((k) => Buffer.from(k, 'hex')),
    },
    seedAdminEmail: e.SEED_ADMIN_EMAIL.toLowerCase(),
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    usingDemoAdmin: env.SEED_ADMIN_PASSWORD === undefined,
    seedAdminGiven: env.SEED_ADMIN_EMAIL !== undefined && env.SEED_ADMIN_PASSWORD !== undefined,
    // The demo users' passwords are published: never in production.
    demoData: e.NODE_ENV !== 'production' && (e.DEMO_DATA ?? !e.DATABASE_URL),
    links: {
      supportEmail: e.SUPPORT_EMAIL,
      contactUrl: e.CONTACT_URL,
      providerUrl: e.PROVIDER_URL,
      privacyUrl: e.PRIVACY_URL,
      termsUrl: e.TERMS_URL,
      supportUrl: e.SUPPORT_URL,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    chromiumPath: e.CHROMIUM_PATH,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    graphqlExplorer: e.GRAPHQL_EXPLORER ?? e.NODE_ENV !== 'production',
    auditTokenUseRetentionDays: e.AUDIT_TOKEN_USE_RETENTION_DAYS,
    live: {
      streamsPerUser: e.LIVE_STREAMS_PER_USER,
      streamsPerToken: e.LIVE_STREAMS_PER_TOKEN,
      streamsPerInstance: e.LIVE_STREAMS_PER_INSTANCE,
      recheckMs: e.LIVE_RECHECK_SECONDS * 1000,
    },
  };
}
