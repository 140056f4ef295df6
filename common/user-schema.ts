import { z } from 'zod';
import { ADMIN_MSG, adminNameError } from './admin.ts';
import { str } from './text-field.ts';
import { isValidEmail, MSG } from './validation.ts';

// The user form's rules (spec §5) as zod schemas: the server parses createUser/updateUser input with them and
// the client's "Add user" / "Edit user" dialog shows the same messages under its fields before sending.

/** One rule per text field of the user form. */
export const userFieldRules = {
  name: z
    .string({ error: ADMIN_MSG.name })
    .max(1000, ADMIN_MSG.name)
    .transform((v) => v.trim())
    .refine((v) => adminNameError(v) === null, ADMIN_MSG.name),
  username: z
    .string({ error: ADMIN_MSG.email })
    .max(300, ADMIN_MSG.email)
    .transform((v) => v.trim())
    .refine(isValidEmail, ADMIN_MSG.email),
  /** The organization's key, or its exact name (legacy `client`). */
  organization: str(200)
    .transform((v) => v.trim())
    .refine((v) => v !== '', MSG.required),
};

/** What the dialog holds; a role must be chosen there (the server's default applies only to API callers). */
export const UserFormSchema = z.object({
  ...userFieldRules,
  userType: z.number().nullable().refine((v) => v !== null, MSG.required),
  celCheck: z.boolean(),
  poOnly: z.boolean(),
});
export type UserFormValues = z.input<typeof UserFormSchema>;
