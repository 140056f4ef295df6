import { z } from 'zod';
import { COST_RANGES, PROJECT_TYPES } from './screening.ts';
import { dateField } from './date-field.ts';
import { str } from './text-field.ts';
import { MSG } from './validation.ts';

// The project forms' rules (create screen, rename, duplicate, transfer, details, the screening prompt) as zod
// schemas: the server parses its input with these field rules and the client's forms check the same rules
// (react-hook-form's zod resolver) before sending, so a field reads the same message on both sides.

export const PROJECT_NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const FEL20_MESSAGE = 'Say whether FEL 2 is in scope';
export const COST_RANGE_MESSAGE = 'Choose an estimated cost range';
export const PROJECT_TYPE_MESSAGE = 'Choose a project type';
export const NEW_OWNER_REQUIRED = 'Choose the new owner';

/** A project name: trimmed (runs of spaces made one), required, at most 100 characters. */
export const projectName = () =>
  str(PROJECT_NAME_MAX + 50)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, MSG.required).max(PROJECT_NAME_MAX, `Must be at most ${PROJECT_NAME_MAX} characters`));

/** One of the listed options: "Required" when missing or empty, `message` for anything else. */
const oneOf = (values: readonly { value: string }[], message: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? MSG.required : message) })
    .superRefine((v, c) => {
      if (v === '') c.addIssue({ code: 'custom', message: MSG.required });
      else if (!values.some((o) => o.value === v)) c.addIssue({ code: 'custom', message });
    });

export const costRangeField = () => oneOf(COST_RANGES, COST_RANGE_MESSAGE);
export const projectTypeField = () => oneOf(PROJECT_TYPES, PROJECT_TYPE_MESSAGE);
/** Whether FEL 2 is in scope: "Required" when not given. */
export const fel20Field = () => z.boolean({ error: (i) => (i.input === undefined || i.input === null ? MSG.required : FEL20_MESSAGE) });
export const descriptionField = () => str(DESCRIPTION_MAX);
/** The new owner: a user key or email of the project's organization. */
export const newOwnerField = () => z.string({ error: NEW_OWNER_REQUIRED }).trim().min(1, NEW_OWNER_REQUIRED).max(300);
/** The planned gate date; null clears it. */
export const gateDateField = () => dateField().nullable();

/** A field the form holds as `Held` (a radio question is null until answered), checked with the server's rule. */
const checkedWith = <Held>(rule: z.ZodType) =>
  z.custom<Held>().superRefine((v, c) => {
    const result = rule.safeParse(v);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) c.addIssue({ code: 'custom', message: issue.message });
  });

/** The create screen's first step: the screening questions. */
export const ScreeningStepSchema = z.object({ costRange: costRangeField(), projectType: projectTypeField(), fel20: checkedWith<boolean | null>(fel20Field()) });
export const SCREENING_FIELDS = ['costRange', 'projectType', 'fel20'] as const;

/** The create screen: the screening questions, then the name and an optional description. */
export const CreateProjectFormSchema = ScreeningStepSchema.extend({ name: projectName(), description: descriptionField() });
export type CreateProjectFormValues = z.input<typeof CreateProjectFormSchema>;

export const RenameProjectFormSchema = z.object({ name: projectName() });
export type RenameProjectFormValues = z.input<typeof RenameProjectFormSchema>;

export const DuplicateProjectFormSchema = z.object({ name: projectName(), fel20: fel20Field() });
export type DuplicateProjectFormValues = z.input<typeof DuplicateProjectFormSchema>;

export const TransferProjectFormSchema = z.object({ projectOwner: newOwnerField() });
export type TransferProjectFormValues = z.input<typeof TransferProjectFormSchema>;

/** The workspace's details: an empty screening answer is "not given" there (a legacy project has none) and is not sent. */
export const ProjectDetailsFormSchema = z.object({
  description: descriptionField(),
  costRange: costRangeField().or(z.literal('')),
  projectType: projectTypeField().or(z.literal('')),
  gateDate: gateDateField(),
});
export type ProjectDetailsFormValues = z.input<typeof ProjectDetailsFormSchema>;

/** The prompt for a legacy project's missing screening answers: both are required there. */
export const ScreeningAnswersFormSchema = z.object({ costRange: costRangeField(), projectType: projectTypeField() });
export type ScreeningAnswersFormValues = z.input<typeof ScreeningAnswersFormSchema>;
