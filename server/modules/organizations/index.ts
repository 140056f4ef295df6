// The organizations module's door: what other modules may use of it (its services are imported from their
// files). CEL candidates and the CELs of organizations, joined to their users, are read models (../read-models/).
export { loadOrganizationView, organizationView, type OrganizationView } from './organization-view.ts';
export {
  type ChoicePage,
  type ClientChoice,
  clearPointOfContact,
  findClientChoices,
  findOrganization,
  findOrganizationsByIds,
  findOrganizationByLicenceKey,
  findOrganizationByRef,
  findPlantNames,
  listOrganizationsByName,
  type OrganizationRow,
  removeUserFromCels,
  updateSecondFactorPolicy,
} from './organizations.queries.ts';
