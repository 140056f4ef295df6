import { z } from 'zod';
import { dateError, metricError, metricValue } from '../../../common/admin.ts';
import { MSG } from '../../../common/validation.ts';
import { str, TEXT_MAX } from '../../validation.ts';

// Input rules of the organization form and the metric dialogs (spec §5), as zod schemas.

/** A key (uuid); anything else can only be "not found". */

const PLANT_NAME_MAX = 100;
const PLANTS_MAX = 50;

const requiredText = (max: number) =>
  str(max)
    .transform((v) => v.trim())
    .refine((v) => v !== '', MSG.required);

/** A required date of the form: "Required", or the range message. */
const dateField = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? MSG.required : 'Must be a date (YYYY-MM-DD)') })
    .superRefine((v, c) => {
      const message = dateError(v);
      if (message) c.addIssue({ code: 'custom', message });
    });

/** An optional date: empty means none. */
const optionalDateField = () =>
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
const plantNamesField = () =>
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

const subscriptionField = () =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? MSG.required : 'Must be a number') })
    .int('Must be a whole number')
    .min(0, 'Must be positive')
    .max(9, 'Unknown subscription level');

const organizationFields = {
  name: requiredText(200),
  subscription: subscriptionField(),
  licenseCreate: dateField(),
  licenseDue: dateField(),
  licenseRenew: optionalDateField(),
  plantNames: plantNamesField(),
  notes: str(TEXT_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  /** Every user of the organization passes a second factor (DOMAIN.md §6); omitted keeps the stored value. */
  requiresSecondFactor: z
    .boolean({ error: 'Must be true or false' })
    .nullish()
    .transform((v) => v ?? undefined),
};

/** License Expires cannot come before License Created (a database rule too). */
const datesInOrder = (v: { licenseCreate: string; licenseDue: string }, c: z.RefinementCtx) => {
  if (v.licenseDue < v.licenseCreate) {
    c.addIssue({ code: 'custom', path: ['licenseDue'], message: 'License Expires must be on or after License Created' });
  }
};

export const CreateOrganizationInput = z.object(organizationFields).superRefine(datesInOrder);

export const UpdateOrganizationInput = z
  .object({
    ...organizationFields,
    key: str(100),
    /** Spec §5: when editing, the licence key must not be empty. */
    licenseKey: requiredText(200),
    /** The point of contact: a user key or email of this organization; empty for none. */
    poc: str(300)
      .nullish()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : null)),
  })
  .superRefine(datesInOrder);

export type OrganizationValues = z.output<typeof CreateOrganizationInput>;

/**
 * One metric value: empty, null or zero is none (null); otherwise positive, stored with two decimals.
 * A value left out (undefined) stays as it is.
 */
export const metricField = () =>
  z
    .unknown()
    .superRefine((v, c) => {
      const message = metricError(v);
      if (message) c.addIssue({ code: 'custom', message });
    })
    .transform((v) => metricValue(v))
    .optional();

const m = metricField;

export const CompanyMetricsInput = z.object({
  key: str(100),
  metrics: z.object(
    { fel2co: m(), fel3co: m(), site2co: m(), site3co: m(), eng2co: m(), eng3co: m(), pep2co: m(), pep3co: m() },
    { error: 'metrics must be an object of the eight company metrics' },
  ),
});
