// What each GraphQL object type is backed by on the server (codegen mappers).
import type { Viewer } from '../policies/viewer.ts';
import type { ProviderMetricsRow } from '../modules/metrics/metrics.queries.ts';
import type { SiteSettingsRow } from '../modules/settings/settings.service.ts';
import type { OrganizationRow, UserRow } from '../modules/users/users.queries.ts';

export type UserModel = UserRow;
export type OrganizationModel = OrganizationRow;
export type ViewerModel = Viewer;
export type SiteSettingsModel = SiteSettingsRow;
export type ProviderMetricsModel = ProviderMetricsRow;
