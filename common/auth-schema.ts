import { z } from 'zod';
import { emailField, passwordField, personNameField } from './account-fields.ts';
import { requiredText, str } from './text-field.ts';
import { MSG } from './validation.ts';

// The rules of the sign-up and password-reset screens (spec §5) as zod schemas: the server parses register,
// requestPasswordReset and resetPassword (GraphQL and the legacy /api/* bodies) with them, and the client's
// forms (react-hook-form) show the same messages under their fields before sending. Sign-in and the
// second-factor code have no client-side rule (spec §5: empty fields are sent as they are).

/** Spec §2 sign-up: Full Name, Company Email Address, License Key. */
export const RegisterSchema = z.object({
  name: personNameField(),
  username: emailField(),
  licensekey: requiredText(200),
});
export type RegisterFormValues = z.input<typeof RegisterSchema>;

/** Spec §2 reset-password request: the email the account signs in with. */
export const PasswordResetRequestSchema = z.object({ username: emailField() });
export type PasswordResetRequestFormValues = z.input<typeof PasswordResetRequestSchema>;

/** The new password and the two parts of the mailed link (userID and token). */
export const PasswordResetSchema = z.object({ password: passwordField(), uidb64: str(200), token: str(200) });

/** A confirmation must equal the new password ("Passwords do not match"); only forms check it. */
export function confirmMatches(password: string, confirm: string, c: z.RefinementCtx, path: string): void {
  if (confirm !== password) c.addIssue({ code: 'custom', path: [path], message: MSG.passwordsDiffer });
}

/** The new-password screen: the password (the rule the server applies) and its confirmation. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordResetSchema.shape.password, confirm: z.string() })
  .superRefine((v, c) => confirmMatches(v.password, v.confirm, c, 'confirm'));
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;
