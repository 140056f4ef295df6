import { organizationFormErrors } from '../../../../../common/organization-schema';
import type { Person } from './PocField';

export type OrgValues = {
  name: string;
  poc: Person | null;
  plantNames: string[];
  subscription: number | null;
  licenseRenew: string | null;
  licenseCreate: string | null;
  licenseDue: string | null;
  licenseKey: string;
  notes: string;
  requiresSecondFactor: boolean;
};
export type OrgField = keyof OrgValues;
export type OrgErrors = Partial<Record<OrgField, string>>;

/** Spec §5's messages under the form's fields: the rules the server applies (common/organization-schema.ts). */
export function validateOrganization(v: OrgValues, editing: boolean): OrgErrors {
  return organizationFormErrors(v, editing);
}
