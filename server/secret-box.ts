import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from './config.ts';

// Secrets at rest (authenticator-app seeds, SSO client secrets): AES-256-GCM under DATA_ENCRYPTION_KEY. A sealed value names its
// key by a short fingerprint, so values sealed under an earlier key (DATA_ENCRYPTION_KEYS_PREVIOUS) still open
// and are sealed again under the current key when next used (docs/security.md, "Rotating the key").

type Keys = Config['dataEncryption'];

const fingerprint = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** `v1.<key fingerprint>.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(keys: Keys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', fingerprint(keys.key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export type Opened = { plain: string; /** Sealed under an earlier key: seal it again. */ stale: boolean };

/** Opens a sealed value; throws when no configured key opens it (a key removed too early, or tampering). */
export function open(keys: Keys, sealed: string): Opened {
  const [version, keyId, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !keyId || !iv || !tag || data === undefined) throw new Error('sealed secret: unknown format');
  const key = [keys.key, ...keys.previous].find((k) => fingerprint(k) === keyId);
  if (!key) throw new Error(`sealed secret: no configured key has fingerprint ${keyId} (DATA_ENCRYPTION_KEYS_PREVIOUS)`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  return { plain, stale: key !== keys.key };
}
