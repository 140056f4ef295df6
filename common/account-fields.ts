import { str, text } from './text-field.ts';
import { EMAIL_MAX, emailError, MSG, passwordError, SIGNUP_NAME_MAX } from './validation.ts';

// The fields a person fills in about themselves (spec §5): email, a new password, their own name. The server
// parses sign-up, password reset and My account with them; the client's forms show the same messages.

/** A required email, trimmed: "Required" / "Invalid email format". */
export const emailField = () =>
  str(EMAIL_MAX + 10)
    .transform((v) => v.trim())
    .superRefine((v, c) => {
      const message = emailError(v);
      if (message) c.addIssue({ code: 'custom', message });
    });

/** A new password: at least 12 characters and a symbol (the only rules enforced). */
export const passwordField = () =>
  str(1000).superRefine((v, c) => {
    const message = passwordError(v);
    if (message) c.addIssue({ code: 'custom', message });
  });

/** One's own name (sign-up, My account), trimmed: required and fewer than 100 characters. */
export const personNameField = () =>
  text()
    .transform((v) => v.trim())
    .refine((v) => v !== '', MSG.required)
    .refine((v) => v.length <= SIGNUP_NAME_MAX, MSG.nameTooLong);

