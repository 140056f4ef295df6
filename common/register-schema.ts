import { z } from 'zod';
import { dateField } from './date-field.ts';
import { str } from './text-field.ts';
import { MSG } from './validation.ts';

// The deliverables register's rules (method 3, DOMAIN.md §3a) as zod schemas: the server parses an entry's
// fields with them and the register tab and the answer card's "add entry" form check the same before sending.

export const NUMBER_MAX = 60;
export const LINK_MESSAGE = 'Use an https:// link to your document system (or leave it empty)';

/** A register text as compared: whitespace removed and in capitals, so an edit of either makes no other document (nor revision). */
export const normalizeRegisterText = (text: string): string => text.replace(/\s+/gu, '').toUpperCase();

const optionalDate = dateField().nullable();

/** One rule per field of a register entry. */
export const deliverableFieldRules = {
  number: str(NUMBER_MAX)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v !== '', MSG.required),
  title: str(300).transform((v) => v.trim()),
  discipline: str(60).transform((v) => v.trim()),
  revision: str(20).transform((v) => v.trim()),
  revisionDate: optionalDate,
  link: str(1000)
    .transform((v) => v.trim())
    .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), LINK_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
};

/** The "Add entry" form (register tab, answer card). */
export const DeliverableFormSchema = z.object({
  number: deliverableFieldRules.number,
  title: deliverableFieldRules.title.default(''),
  discipline: deliverableFieldRules.discipline.default(''),
  revision: deliverableFieldRules.revision.default(''),
  revisionDate: deliverableFieldRules.revisionDate.default(null),
  link: deliverableFieldRules.link.default(null),
});
export type DeliverableFormValues = z.input<typeof DeliverableFormSchema>;

/** Disciplines the form offers (free text is accepted too). */
export const DISCIPLINES = ['Process', 'Mechanical', 'Piping', 'Electrical', 'Instrumentation & control', 'Civil & structural', 'Project controls', 'HSE', 'Operations', 'Commercial', 'Other'] as const;
