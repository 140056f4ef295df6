import { z } from 'zod';
import { metricError, metricValue } from '../../../common/admin.ts';
import { str } from '../../validation.ts';

// Input rules of the organization form (shared with the client, in common/) and the metric dialogs (spec §5).

export {
  CreateOrganizationSchema as CreateOrganizationInput,
  type OrganizationValues,
  UpdateOrganizationSchema as UpdateOrganizationInput,
} from '../../../common/organization-schema.ts';

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
