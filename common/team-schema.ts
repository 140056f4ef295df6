import { z } from 'zod';
import { str } from './text-field.ts';
import { isValidEmail, MSG } from './validation.ts';

// The team member form's rules (name, email, function, company) as zod schemas: the server parses a member's
// fields with them and the workspace's member dialog shows the same messages under its fields before sending.

export const MEMBER_TEXT_MAX = 100;

/** One rule per field of a team member. */
export const memberFieldRules = {
  name: str(MEMBER_TEXT_MAX + 50)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, MSG.required).max(MEMBER_TEXT_MAX, `Must be at most ${MEMBER_TEXT_MAX} characters`)),
  /** Optional: empty is none; otherwise a valid email (stored in lower case). */
  email: str(300)
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => v === '' || isValidEmail(v), MSG.invalidEmail),
  function: str(MEMBER_TEXT_MAX).transform((v) => v.trim()),
  company: str(MEMBER_TEXT_MAX).transform((v) => v.trim()),
};

/** What the member dialog holds. */
export const TeamMemberFormSchema = z.object(memberFieldRules);
export type TeamMemberFormValues = z.input<typeof TeamMemberFormSchema>;
export const TEAM_MEMBER_FIELDS = ['name', 'email', 'function', 'company'] as const;
