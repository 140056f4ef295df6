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
// Its rules: organizationFormSchema in common/organization-schema.ts, the ones the server applies.

