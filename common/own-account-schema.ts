import { z } from 'zod';
import { confirmMatches } from './auth-schema.ts';
import { passwordField, personNameField } from './account-fields.ts';
import { str } from './text-field.ts';
import { MSG } from './validation.ts';

// "My account" (spec §5 rules for a name and a new password): the server parses updateMyAccount with
// OwnAccountSchema, the client's dialog checks OwnAccountFormSchema, built from the same field rules.

/** A new password needs the current one; without a new password the current one is not asked for. */
function currentPasswordGiven(v: { newPassword?: string | null; currentPassword?: string | null }, c: z.RefinementCtx): void {
  if (v.newPassword && !v.currentPassword) c.addIssue({ code: 'custom', path: ['currentPassword'], message: MSG.required });
}

/** What updateMyAccount takes: null (or no) newPassword keeps the password. */
export const OwnAccountSchema = z
  .object({
    key: str(100),
    name: personNameField(),
    currentPassword: str(1000).nullish(),
    newPassword: passwordField().nullish(),
  })
  .superRefine(currentPasswordGiven);

/** The dialog: an empty New password keeps the password; a new one is confirmed and needs the current one. */
export const OwnAccountFormSchema = z
  .object({
    name: OwnAccountSchema.shape.name,
    newPassword: z
      .string()
      .transform((v) => (v === '' ? null : v))
      .pipe(passwordField().nullable()),
    confirm: z.string(),
    currentPassword: z.string(),
  })
  .superRefine((v, c) => {
    currentPasswordGiven(v, c);
    if (v.newPassword) confirmMatches(v.newPassword, v.confirm, c, 'confirm');
  });
export type OwnAccountFormValues = z.input<typeof OwnAccountFormSchema>;
/** What a valid dialog sends: the name trimmed, no new password as null. */
export type OwnAccountFormOutput = z.output<typeof OwnAccountFormSchema>;
