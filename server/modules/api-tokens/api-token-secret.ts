import { randomBytes } from 'node:crypto';
import type { ApiTokenScope } from '../../db/schema/index.ts';
import { hashToken } from '../auth/tokens.ts';

/**
 * API token secrets start with this prefix, so a bearer value is told apart from a JWT access token (which
 * starts with "eyJ") without trying to verify it, and secret scanners can recognise a leaked one.
 */
export const API_TOKEN_PREFIX = 'fel_';
/** A token of scope scim (an organization's SCIM provisioning) starts with this one, so IT tells it apart at a glance. */
export const SCIM_TOKEN_PREFIX = 'scim_';

/** A new secret: the prefix of its scope and 256 random bits. Shown once; only its hash is stored. */
export function newApiTokenSecret(scope: ApiTokenScope): string {
  return `${scope === 'scim' ? SCIM_TOKEN_PREFIX : API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The bearer value is an API token secret (not a JWT). */
export const isApiTokenSecret = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX) || bearer.startsWith(SCIM_TOKEN_PREFIX);

/** Secrets are stored and looked up as SHA-256 hashes (like refresh tokens). */
export const hashApiTokenSecret = (secret: string): string => hashToken(secret);
