import { z } from 'zod';
import { str } from './text-field.ts';

// The "New API token" form's rule for the name, shared by the server (createApiToken) and the client's dialog.

export const TOKEN_NAME_MAX = 60;

/** A token's name: spaces collapsed, required, at most 60 characters. */
export const apiTokenNameField = () =>
  str(TOKEN_NAME_MAX + 50)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'Required').max(TOKEN_NAME_MAX, `Must be at most ${TOKEN_NAME_MAX} characters`));

/**
 * What the dialog holds: the name (the server's rule), the scope as the GraphQL enum names it, and the
 * expiry day as typed (empty for none). Whether the expiry lies in the future is the server's to say:
 * it decides with its own clock.
 */
export const CreateApiTokenFormSchema = z.object({
  name: apiTokenNameField(),
  scope: z.enum(['read', 'readWrite']),
  expires: z.string(),
});
export type CreateApiTokenFormValues = z.input<typeof CreateApiTokenFormSchema>;
