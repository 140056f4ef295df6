import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from './config.ts';

// Secrets kept at rest (an SSO client secret) are sealed with AES-256-GCM under DATA_ENCRYPTION_KEY, or,
// when it is unset, a key derived from JWT_SECRET with HKDF (so a database copy alone never shows them).
// The sealed form is `v1.<iv>.<tag>.<ciphertext>` in base64url; a wrong key fails the tag check.

const VERSION = 'v1';

function keyOf(config: Pick<Config, 'dataEncryptionKey' | 'jwtSecret'>): Buffer {
  const given = config.dataEncryptionKey;
  if (given) return /^[0-9a-fA-F]{64}$/.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'fel-assess', 'data-encryption-key', 32));
}

/** Seals a secret for storage. */
export function sealSecret(config: Pick<Config, 'dataEncryptionKey' | 'jwtSecret'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens a sealed secret; throws when it was sealed under another key or changed. */
export function openSecret(config: Pick<Config, 'dataEncryptionKey' | 'jwtSecret'>, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
