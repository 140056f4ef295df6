import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../validation.ts';
import type { UserRow } from '../users/index.ts';

// SCIM's User resource (RFC 7643 §4.1) as this product keeps it: userName is the email, the name is one text,
// `active` is the status; and the schema documents a SCIM client reads (ServiceProviderConfig, ResourceTypes,
// Schemas).

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export type ScimUser = {
  schemas: string[];
  id: string;
  userName: string;
  name: { formatted: string };
  displayName: string;
  active: boolean;
  emails: { value: string; primary: boolean; type: string }[];
  meta: { resourceType: 'User'; created: string; lastModified: string; location: string };
};

export const toScimUser = (publicUrl: string, u: UserRow): ScimUser => ({
  schemas: [USER_SCHEMA],
  id: u.id,
  userName: u.email,
  name: { formatted: u.name },
  displayName: u.name,
  active: u.status === 'active',
  emails: [{ value: u.email, primary: true, type: 'work' }],
  meta: { resourceType: 'User', created: u.createdAt.toISOString(), lastModified: u.updatedAt.toISOString(), location: `${publicUrl}/scim/v2/Users/${u.id}` },
});

/** SCIM booleans arrive as true/false, and from some providers as "True"/"False". */
const scimBoolean = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE']).transform((v) => v.toLowerCase() === 'true')], {
  error: 'active must be true or false',
});
const email = z
  .string({ error: 'userName is required' })
  .max(320)
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'userName must be an email address');
const text = z.string().max(200);

export const ScimUserInput = z.looseObject({
  userName: email,
  displayName: text.nullish(),
  name: z.looseObject({ formatted: text.nullish(), givenName: text.nullish(), familyName: text.nullish() }).nullish(),
  active: scimBoolean.nullish(),
});

export type UserChanges = { email?: string; name?: string; active?: boolean };

const nameOf = (input: { displayName?: string | null; name?: { formatted?: string | null; givenName?: string | null; familyName?: string | null } | null }): string | undefined => {
  const parts = [input.name?.givenName, input.name?.familyName].filter((p): p is string => Boolean(p?.trim()));
  const name = input.displayName?.trim() || input.name?.formatted?.trim() || parts.join(' ');
  return name || undefined;
};

export function parseUserChanges(input: z.output<typeof ScimUserInput>): UserChanges {
  const name = nameOf(input);
  return { email: input.userName, ...(name ? { name } : {}), ...(input.active === null || input.active === undefined ? {} : { active: input.active }) };
}

const PatchBody = z.looseObject({
  Operations: z
    .array(z.looseObject({ op: z.string().max(20), path: z.string().max(200).nullish(), value: z.unknown().optional() }), { error: 'Operations must be a list' })
    .min(1, 'Operations must not be empty')
    .max(50),
});

const badPatch = (message: string) => new AppError('BAD_INPUT', message, [{ field: 'Operations', message: 'invalidValue' }]);

/** The changes of a PatchOp: add/replace of active, displayName, name.formatted or userName, with or without a path. */
export function parsePatch(body: unknown): UserChanges {
  const changes: UserChanges = {};
  const set = (path: string, value: unknown) => {
    const key = path.toLowerCase();
    if (key === 'active') changes.active = parseInput(scimBoolean, value);
    else if (key === 'displayname' || key === 'name.formatted') changes.name = parseInput(text.min(1), value);
    else if (key === 'username') changes.email = parseInput(email, value);
    else if (key === 'name' && value && typeof value === 'object') {
      const name = nameOf({ name: parseInput(ScimUserInput.shape.name, value) });
      if (name) changes.name = name;
    } else if (key !== 'externalid' && key !== 'emails' && !key.startsWith('emails[')) throw badPatch(`Unsupported path: ${path}`);
  };
  for (const op of parseInput(PatchBody, body).Operations) {
    if (!['add', 'replace'].includes(op.op.toLowerCase())) throw badPatch(`Unsupported op: ${op.op} (add and replace are)`);
    if (op.path) set(op.path, op.value);
    else if (op.value && typeof op.value === 'object' && !Array.isArray(op.value)) for (const [path, value] of Object.entries(op.value)) set(path, value);
    else throw badPatch('An operation without a path needs an object value');
  }
  return changes;
}

export const serviceProviderConfig = (publicUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: `${publicUrl}/help/sso`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [{ type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: "The organization's SCIM token (Single sign-on screen)", primary: true }],
  meta: { resourceType: 'ServiceProviderConfig', location: `${publicUrl}/scim/v2/ServiceProviderConfig` },
});

export const resourceTypes = (publicUrl: string) => ({
  schemas: [LIST_SCHEMA],
  totalResults: 1,
  Resources: [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${publicUrl}/scim/v2/ResourceTypes/User` },
    },
  ],
});

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export const schemas = (publicUrl: string) => ({
  schemas: [LIST_SCHEMA],
  totalResults: 1,
  Resources: [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the organization (userName is the email address)',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('displayName', 'string'),
        attribute('name', 'complex', { subAttributes: [attribute('formatted', 'string'), attribute('givenName', 'string'), attribute('familyName', 'string')] }),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', { multiValued: true, mutability: 'readOnly', subAttributes: [attribute('value', 'string'), attribute('primary', 'boolean'), attribute('type', 'string')] }),
      ],
      meta: { resourceType: 'Schema', location: `${publicUrl}/scim/v2/Schemas/${USER_SCHEMA}` },
    },
  ],
});
