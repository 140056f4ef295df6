import type { OrganizationFormValues } from '../../../../../common/organization-schema';
import type { Person } from './PocField';

/** What the organization form holds: the checked fields (common/organization-schema.ts) and the two it does not check. */
export type OrgValues = OrganizationFormValues & { poc: Person | null; requiresSecondFactor: boolean };
export type OrgField = keyof OrgValues;
// Its rules: organizationFormSchema in common/organization-schema.ts, the ones the server applies.
