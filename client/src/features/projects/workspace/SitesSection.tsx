import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { SitesSection_ProjectFragment } from '../../../gql/graphql';
import { FieldError } from '../../../ui/FieldError';
import { useSnackbar } from '../../../ui/snackbar';
import { errorText } from '../format';

export const SitesSectionFragment = graphql(`
  fragment SitesSection_project on Project {
    key
    viewerCanEdit
    client {
      key
      plantNames
    }
    sites {
      key
      plantName
      location
    }
  }
`);

const AddSiteMutation = graphql(`
  mutation AddProjectSite($input: AddProjectSiteInput!) {
    addProjectSite(input: $input) {
      site {
        key
        plantName
        location
      }
      project {
        ...SitesSection_project
      }
      errors {
        field
        message
      }
    }
  }
`);
const EditSiteMutation = graphql(`
  mutation EditProjectSite($input: EditProjectSiteInput!) {
    editProjectSite(input: $input) {
      site {
        key
        plantName
        location
      }
      project {
        ...SitesSection_project
      }
      errors {
        field
        message
      }
    }
  }
`);
const RemoveSiteMutation = graphql(`
  mutation RemoveProjectSite($input: RemoveItemInput!) {
    removeProjectSite(input: $input) {
      site {
        key
      }
      project {
        ...SitesSection_project
      }
      errors {
        message
      }
    }
  }
`);

/** Project sites: one of the organization's plants plus a location; add, edit the location, remove. */
export function SitesSection({ project }: { project: SitesSection_ProjectFragment }) {
  const snackbar = useSnackbar();
  // Each payload returns the project with its sites as they are now: the cache updates the list.
  const [add, { loading: adding }] = useMutation(AddSiteMutation);
  const [edit] = useMutation(EditSiteMutation);
  const [remove] = useMutation(RemoveSiteMutation);
  const [plant, setPlant] = useState('');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ key: string; location: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!plant) return setError('Choose a plant');
    try {
      const { data } = await add({ variables: { input: { key: project.key, plantName: plant, location } } });
      const failure = data?.addProjectSite.errors[0];
      if (failure) return setError(failure.message);
      setPlant('');
      setLocation('');
      setError(null);
      snackbar.success('Site added.');
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function saveLocation() {
    if (!editing) return;
    try {
      const { data } = await edit({ variables: { input: { key: project.key, id: editing.key, location: editing.location } } });
      const failure = data?.editProjectSite.errors[0];
      if (failure) snackbar.error(failure.message);
      setEditing(null);
    } catch (e) {
      snackbar.error(errorText(e));
    }
  }

  async function confirmRemove() {
    const id = removing;
    setRemoving(null);
    if (!id) return;
    try {
      await remove({ variables: { input: { key: project.key, id } } });
      snackbar.success('Site removed.');
    } catch (e) {
      snackbar.error(errorText(e));
    }
  }

  return (
    <Card className="fel-section">
      <H3>Sites</H3>
      {project.sites.length === 0 ? (
        <NonIdealState icon="map-marker" title="No sites yet" description="Add the plant (and where on it) the project is built." />
      ) : (
        <HTMLTable className="fel-projects-table" aria-label="Sites">
          <thead>
            <tr>
              <th>Plant</th>
              <th>Location</th>
              {project.viewerCanEdit && <th className="fel-no-print">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {project.sites.map((s) => (
              <tr key={s.key}>
                <td data-label="Plant">{s.plantName}</td>
                <td data-label="Location">
                  {editing?.key === s.key ? (
                    <InputGroup
                      aria-label={`Location on ${s.plantName}`}
                      value={editing.location}
                      autoFocus
                      onValueChange={(v) => setEditing({ key: s.key, location: v })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') void saveLocation();
                        if (e.key === 'Escape') setEditing(null);
                      }}
                      rightElement={<Button minimal icon="tick" aria-label="Save location" onClick={() => void saveLocation()} />}
                    />
                  ) : (
                    s.location || <span className="fel-muted">—</span>
                  )}
                </td>
                {project.viewerCanEdit && (
                  <td className="fel-no-print">
                    <Button minimal icon="edit" aria-label={`Edit the location on ${s.plantName}`} onClick={() => setEditing({ key: s.key, location: s.location })} />
                    <Button minimal icon="trash" intent="danger" aria-label={`Remove ${s.plantName}`} onClick={() => setRemoving(s.key)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {project.viewerCanEdit && (
        <form className="fel-inline-form fel-no-print" onSubmit={submit} noValidate style={{ marginTop: 12 }}>
          <FormGroup label="Plant" labelFor="site-plant" intent={error ? 'danger' : 'none'}>
            <HTMLSelect
              id="site-plant"
              fill
              value={plant}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'site-error' : undefined}
              onChange={(e) => setPlant(e.currentTarget.value)}
            >
              <option value="">Choose…</option>
              {project.client.plantNames.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Location" labelFor="site-location">
            <InputGroup id="site-location" value={location} onValueChange={setLocation} maxLength={300} />
          </FormGroup>
          <Button type="submit" icon="add" text="Add site" loading={adding} />
        </form>
      )}
      {project.viewerCanEdit && (
        <FieldError id="site-error" message={error} />
      )}
      <Alert isOpen={removing !== null} intent="danger" cancelButtonText="Cancel" confirmButtonText="Remove" onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()}>
        <p>Remove this site from the project?</p>
      </Alert>
    </Card>
  );
}
