import {
  LICENSE_ORDER_MESSAGE,
  licenseDatesInOrder,
  organizationFieldError,
  type OrganizationRuleField,
} from '../../../../../common/organization-schema';
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

/**
 * Spec §5: "Required" for name, both licence dates, subscription and a plant name, and the key when editing;
 * each field checked with the rule the server applies (common/organization-schema.ts), so the messages match.
 */
export function validateOrganization(v: OrgValues, editing: boolean): OrgErrors {
  const errors: OrgErrors = {};
  const check = (field: OrganizationRuleField & OrgField, value: unknown) => {
    const message = organizationFieldError(field, value);
    if (message) errors[field] = message;
  };
  check('name', v.name);
  check('licenseCreate', v.licenseCreate);
  check('licenseDue', v.licenseDue);
  if (!errors.licenseCreate && !errors.licenseDue && v.licenseCreate !== null && v.licenseDue !== null && !licenseDatesInOrder(v.licenseCreate, v.licenseDue)) {
    errors.licenseDue = LICENSE_ORDER_MESSAGE;
  }
  check('licenseRenew', v.licenseRenew);
  check('subscription', v.subscription);
  check('plantNames', v.plantNames);
  check('notes', v.notes);
  if (editing) check('licenseKey', v.licenseKey);
  return errors;
}
