import { ADMIN_MSG, dateError } from '../../../../../common/admin';
import { MSG } from '../../../../../common/validation';
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

/** Spec §5: "Required" for name, both licence dates, subscription and a plant name, and the key when editing. */
export function validateOrganization(v: OrgValues, editing: boolean): OrgErrors {
  const errors: OrgErrors = {};
  if (v.name.trim() === '') errors.name = MSG.required;
  const created = dateError(v.licenseCreate);
  const due = dateError(v.licenseDue);
  if (created) errors.licenseCreate = created;
  if (due) errors.licenseDue = due;
  else if (!created && v.licenseDue !== null && v.licenseCreate !== null && v.licenseDue < v.licenseCreate) {
    errors.licenseDue = 'License Expires must be on or after License Created';
  }
  if (v.licenseRenew && dateError(v.licenseRenew)) errors.licenseRenew = ADMIN_MSG.date;
  if (v.subscription === null) errors.subscription = MSG.required;
  if (v.plantNames.length === 0) errors.plantNames = MSG.required;
  if (editing && v.licenseKey.trim() === '') errors.licenseKey = MSG.required;
  return errors;
}
