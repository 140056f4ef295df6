import { z } from 'zod';
import { dateError } from './admin.ts';
import { requiredText, str, TEXT_MAX } from './text-field.ts';
import { MSG } from './validation.ts';

// The organization form's rules (spec §5) as zod schemas: the server parses its input with them and the
// client's form shows the same messages under its fields before sending.

const PLANT_NAME_MAX = 100;
const PLANTS_MAX = 50;

export const LICENSE_ORDER_MESSAGE = 'License Expires must be on or after License Created';

/** A required licence date: "Required", or the range message. */
const licenceDate = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? MSG.required : 'Must be a date (YYYY-MM-DD)') })
    .superRefine((v, c) => {
      const message = dateError(v);
      if (message) c.addIssue({ code: 'custom', message });
    });

/** An optional date: empty means none. */
const optionalDate = () =>
  z
    .string({ error: 'Must be a date (YYYY-MM-DD)' })
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, c) => {
      const message = v === null ? null : dateError(v);
      if (message) c.addIssue({ code: 'custom', message });
    });

/**
 * Plant names as chips (a list) or, from the legacy client, comma-joined. Commas always separate names,
 * so the legacy form (plntname) stays unambiguous. At least one is required.
 */
const plantNames = () =>
  z
    .union([z.array(z.string().max(TEXT_MAX)), z.string().max(TEXT_MAX)], { error: MSG.required })
    .transform((v) => {
      const names = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
      // The first spelling of a name wins over later repeats in another case.
      const unique = new Map<string, string>();
      for (const n of names) if (!unique.has(n.toLowerCase())) unique.set(n.toLowerCase(), n);
      return [...unique.values()];
    })
    .refine((v) => v.length > 0, MSG.required)
    .refine((v) => v.length <= PLANTS_MAX, `At most ${PLANTS_MAX} plant names`)
    .refine((v) => v.every((n) => n.length <= PLANT_NAME_MAX), `A plant name must be at most ${PLANT_NAME_MAX} characters`);

const subscription = () =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? MSG.required : 'Must be a number') })
    .int('Must be a whole number')
    .min(0, 'Must be positive')
    .max(9, 'Unknown subscription level');

/** One rule per field of the organization form. */
export const organizationFieldRules = {
  name: requiredText(200),
  subscription: subscription(),
  licenseCreate: licenceDate(),
  licenseDue: licenceDate(),
  licenseRenew: optionalDate(),
  plantNames: plantNames(),
  notes: str(TEXT_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  /** Every user of the organization passes a second factor (DOMAIN.md §6); omitted keeps the stored value. */
  requiresSecondFactor: z
    .boolean({ error: 'Must be true or false' })
    .nullish()
    .transform((v) => v ?? undefined),
  /** Spec §5: when editing, the licence key must not be empty. */
  licenseKey: requiredText(200),
};
export type OrganizationRuleField = keyof typeof organizationFieldRules;

/** The message of one field's rule for a value, or null when the value passes. */
export function organizationFieldError(field: OrganizationRuleField, value: unknown): string | null {
  const rule: z.ZodType = organizationFieldRules[field];
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MSG.required);
}

/** License Expires cannot come before License Created (a database rule too). */
export const licenseDatesInOrder = (licenseCreate: string, licenseDue: string) => licenseDue >= licenseCreate;

/** What the organization form holds of the checked fields. */
export type OrganizationFormValues = {
  name: string;
  plantNames: string[];
  subscription: number | null;
  licenseRenew: string | null;
  licenseCreate: string | null;
  licenseDue: string | null;
  licenseKey: string;
  notes: string;
};
type FormField = keyof OrganizationFormValues;

/**
 * The form's message per field, each from the rule the server applies (so they match): "Required" for name,
 * both licence dates, subscription and a plant name, and the key when editing; the dates' order once both are valid.
 */
export function organizationFormErrors(v: OrganizationFormValues, editing: boolean): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  const fields: FormField[] = ['name', 'licenseCreate', 'licenseDue', 'licenseRenew', 'subscription', 'plantNames', 'notes'];
  if (editing) fields.push('licenseKey');
  for (const field of fields) {
    const message = organizationFieldError(field, v[field]);
    if (message) errors[field] = message;
  }
  if (!errors.licenseCreate && !errors.licenseDue && v.licenseCreate !== null && v.licenseDue !== null && !licenseDatesInOrder(v.licenseCreate, v.licenseDue)) {
    errors.licenseDue = LICENSE_ORDER_MESSAGE;
  }
  return errors;
}

const datesInOrder = (v: { licenseCreate: string; licenseDue: string }, c: z.RefinementCtx) => {
  if (!licenseDatesInOrder(v.licenseCreate, v.licenseDue)) c.addIssue({ code: 'custom', path: ['licenseDue'], message: LICENSE_ORDER_MESSAGE });
};

const { licenseKey, ...createFields } = organizationFieldRules;

export const CreateOrganizationSchema = z.object(createFields).superRefine(datesInOrder);

export const UpdateOrganizationSchema = z
  .object({
    ...createFields,
    key: str(100),
    licenseKey,
    /** The point of contact: a user key or email of this organization; empty for none. */
    poc: str(300)
      .nullish()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : null)),
  })
  .superRefine(datesInOrder);

export type OrganizationValues = z.output<typeof CreateOrganizationSchema>;

/**
 * The form's rules as one zod schema for react-hook-form's resolver: its issues, one per field, are
 * `organizationFormErrors`' messages (the same the server answers). Other fields the form holds pass through.
 */
export const organizationFormSchema = <V extends OrganizationFormValues>(editing: boolean) =>
  z.custom<V>().superRefine((v, c) => {
    for (const [field, message] of Object.entries(organizationFormErrors(v, editing))) c.addIssue({ code: 'custom', path: [field], message });
  });
