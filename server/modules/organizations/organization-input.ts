import { z } from 'zod';
import { CompanyMetricsSchema } from '../../../common/metrics-schema.ts';
import { str } from '../../validation.ts';

// Input rules of the organization form and the company metrics dialog (spec §5), shared with the client (common/).

export {
  CreateOrganizationSchema as CreateOrganizationInput,
  type OrganizationValues,
  UpdateOrganizationSchema as UpdateOrganizationInput,
} from '../../../common/organization-schema.ts';

export const CompanyMetricsInput = z.object({ key: str(100), metrics: CompanyMetricsSchema });

/** An input naming one organization. */
export const OrganizationKeyInput = z.object({ key: str(100) });
