import type { CompanyMetricKey } from '../../../common/admin.ts';
import { bodyFields } from '../../http/legacy.ts';
import { legacyRef } from '../users/users.legacy.ts';
import type { UserRow } from '../users/index.ts';
import type { OrganizationView } from './organization-view.ts';

/** The eight company-average overrides of a client, by their legacy names (fel2co … pep3co). */
export function companyMetricsOf(org: OrganizationView): Record<CompanyMetricKey, number | null> {
  const { fel2co, fel3co, site2co, site3co, eng2co, eng3co, pep2co, pep3co } = org;
  return { fel2co, fel3co, site2co, site3co, eng2co, eng3co, pep2co, pep3co };
}

/** The legacy shape of a client (spec §3), as masked for the viewer (licensekey and notes may be null). */
export function toLegacyClient(org: OrganizationView, poc: UserRow | null) {
  return {
    key: org.id,
    name: org.name,
    licensekey: org.licenseKey,
    licensecreate: org.licenseCreate,
    licensedue: org.licenseDue,
    licenserenew: org.licenseRenew,
    subscription: org.subscription,
    notes: org.notes,
    plntname: org.plantNames.join(','),
    requires_2fa: org.requiresSecondFactor,
    poc: poc ? { username: poc.email, key: poc.id, name: poc.name } : null,
    ...companyMetricsOf(org),
  };
}

/** The legacy organization form body (spec §7) as the service reads it; plntname is comma-joined. */
export function fromLegacyClientBody(body: unknown): Record<string, unknown> {
  const b = bodyFields(body);
  return {
    name: b.name,
    subscription: b.subscription,
    licenseCreate: b.licensecreate,
    licenseDue: b.licensedue,
    licenseRenew: b.licenserenew,
    plantNames: b.plntname,
    notes: b.notes,
    requiresSecondFactor: b.requires_2fa,
    licenseKey: b.licensekey,
    poc: legacyRef(b.poc),
  };
}

/** A user as the CEL and POC lists show it. */
export const toLegacyPerson = (u: UserRow) => ({ key: u.id, name: u.name, username: u.email });
