import { useQuery } from '@apollo/client/react';
import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { graphql } from '../../../gql';
import { OrganizationForm } from './OrganizationForm';

const OrganizationFormQuery = graphql(`
  query OrganizationForm($key: ID!) {
    adminOrganization(key: $key) {
      key
      name
      licenseKey
      licenseCreate
      licenseDue
      licenseRenew
      subscription
      plantNames
      notes
      requiresSecondFactor
      poc {
        key
        name
        username
      }
    }
  }
`);

/** Spec §2 organization form, 545 px: "Add an organization" or "Edit an organization" (read-only for IPA Users). */
export function OrganizationDialog(props: { organizationKey: string | null; readOnly: boolean; onClose(): void; onSaved(): void }) {
  const { data, error } = useQuery(OrganizationFormQuery, { variables: { key: props.organizationKey ?? '' }, skip: !props.organizationKey, fetchPolicy: 'network-only' });
  const title = props.organizationKey ? (props.readOnly ? 'Organization details' : 'Edit an organization') : 'Add an organization';
  const existing = data?.adminOrganization ?? null;
  return (
    <Dialog isOpen onClose={props.onClose} title={title} className="fel-admin-dialog fel-organization-dialog">
      {props.organizationKey && !existing ? (
        <DialogBody>{error ? <p role="alert">Error fetching organizations.</p> : <Spinner aria-label="Loading" />}</DialogBody>
      ) : (
        <OrganizationForm existing={existing} readOnly={props.readOnly} onClose={props.onClose} onSaved={props.onSaved} />
      )}
    </Dialog>
  );
}
