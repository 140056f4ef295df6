import { z } from 'zod';
import { defineCommand, defineQuery } from '../../../commands/operation.ts';
import { AppError, notFound } from '../../../errors.ts';
import { factorRemovedMail } from '../../../mail/security-templates.ts';
import { isKey, str } from '../../../validation.ts';
import { recordAudit } from '../../audit/audit.ts';
import { changeOfMine, mine } from './account-factors.service.ts';
import { factorSummary, hasStrongFactor, replaceRecoveryCodes } from './factors.queries.ts';
import { deletePasskey, insertChallenge, insertPasskey, listPasskeys, type PasskeyRow, renamePasskeyRow, takeChallenge } from './passkeys.queries.ts';
import { registrationOptions, verifyRegistration } from './webauthn.ts';
import { asRegistration, RegistrationJson } from './webauthn-input.ts';

// Passkeys from the Security tab: several per user, each named; registering one needs a sign-in within 5
// minutes like every factor change, and removing one mails the user.

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Try again, and confirm with your PIN, fingerprint or face when asked.';
const CHALLENGE_GONE = 'The passkey request has expired. Start again.';

const PasskeyName = str(100)
  .transform((n) => n.trim())
  .pipe(z.string().min(1, 'Name the passkey (e.g. "Work laptop")'));

export type PasskeyView = { key: string; name: string; createdAt: Date; lastUsedAt: Date | null };
const view = (p: PasskeyRow): PasskeyView => ({ key: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

export const listMyPasskeys = defineQuery({
  name: 'account.passkeys',
  input: z.object({}),
  ...mine,
  run: async (_ctx, db, { object: me }) => (await listPasskeys(db, me.id)).map(view),
});

export const startPasskeyRegistration = defineCommand({
  name: 'account.passkey.begin',
  input: z.object({}),
  ...changeOfMine,
  run: async (ctx, tx, { object: me }) => {
    const options = await registrationOptions(ctx.config, me, await listPasskeys(tx, me.id));
    const challengeId = await insertChallenge(tx, { userId: me.id, purpose: 'register', challenge: options.challenge, now: ctx.now() });
    return { challengeId, options: JSON.stringify(options) };
  },
});

export const finishPasskeyRegistration = defineCommand({
  name: 'account.passkey.add',
  input: z.object({ challengeId: z.string().max(100), name: PasskeyName, response: RegistrationJson }),
  ...changeOfMine,
  run: async (ctx, tx, { object: me, input }) => {
    const challenge = isKey(input.challengeId) ? await takeChallenge(tx, { id: input.challengeId, purpose: 'register', userId: me.id, now: ctx.now() }) : null;
    if (!challenge) throw new AppError('BAD_INPUT', CHALLENGE_GONE);
    const verified = await verifyRegistration(ctx.config, asRegistration(input.response), challenge);
    if (!verified) throw new AppError('BAD_INPUT', PASSKEY_NOT_VERIFIED);
    const before = await factorSummary(tx, me.id);
    const row = await insertPasskey(tx, { userId: me.id, ...verified, name: input.name, now: ctx.now() });
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.passkey.add', entityType: 'passkey', entityId: row.id, after: { name: row.name }, ip: ctx.meta.ip });
    const first = !hasStrongFactor(before) || before.recoveryCodesLeft === 0;
    return { passkey: view(row), recoveryCodes: first ? await replaceRecoveryCodes(tx, ctx.config.jwtSecret, me.id, ctx.now()) : null };
  },
});

/** Renames one of the viewer's own passkeys (a name only: no sign-in within 5 minutes needed); another's is not found. */
export const renamePasskey = defineCommand({
  name: 'account.passkey.rename',
  input: z.object({ key: z.string().max(100), name: PasskeyName }),
  ...mine,
  run: async (ctx, tx, { object: me, input }) => {
    const row = isKey(input.key) ? await renamePasskeyRow(tx, me.id, input.key, input.name) : null;
    if (!row) throw notFound('Passkey not found');
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.passkey.rename', entityType: 'passkey', entityId: row.id, before: { name: row.before }, after: { name: row.name }, ip: ctx.meta.ip });
    return view(row);
  },
});

export const removePasskey = defineCommand({
  name: 'account.passkey.remove',
  input: z.object({ key: z.string().max(100) }),
  ...changeOfMine,
  run: async (ctx, tx, { object: me, input }) => {
    const row = isKey(input.key) ? await deletePasskey(tx, me.id, input.key) : null;
    if (!row) throw notFound('Passkey not found');
    await recordAudit(tx, { actorUserId: me.id, organizationId: me.organizationId, action: 'account.passkey.remove', entityType: 'passkey', entityId: row.id, before: { name: row.name }, ip: ctx.meta.ip });
    await ctx.mail.enqueue(tx, { kind: 'second-factor-removed', to: me.email, ...factorRemovedMail(me.name, `the passkey "${row.name}"`, 'you') });
    return { removed: true };
  },
  afterCommit: async (ctx) => ctx.mail.wake(),
});
