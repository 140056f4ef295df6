import { useMutation } from '@apollo/client/react';
import { Button, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LOCATION_MAX, type SiteFormValues, SiteFormSchema, type SiteLocationFormValues, SiteLocationFormSchema } from '../../../../../common/site-schema';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { FieldError } from '../../../ui/FieldError';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { TRY_AGAIN } from '../format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';

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

/** A failure reads the first payload error, or what was thrown. */
const IN_PLACE = { failed: TRY_AGAIN, reason: 'instead', thrown: 'instead' } as const;

/** Project sites: one of the organization's plants plus a location; add, edit the location, remove. */
export function SitesSection(props: { project: FragmentType<typeof SitesSectionFragment> }) {
  const project = getFragmentData(SitesSectionFragment, props.project);
  const run = useMutationPayload();
  // Each payload returns the project with its sites as they are now: the cache updates the list.
  const [add, { loading: adding }] = useMutation(AddSiteMutation);
  const [remove] = useMutation(RemoveSiteMutation);
  // The "Add site" row: its message shows when it is sent and stays until it is sent again.
  const { control, handleSubmit, setValue, setError, reset, formState } = useForm<SiteFormValues>({
    resolver: zodResolver(SiteFormSchema, undefined, { raw: true }),
    defaultValues: { plantName: '', location: '' },
  });
  const [plant, location] = useWatch({ control, name: ['plantName', 'location'] });
  const { errors } = formState;
  const error = errors.plantName?.message ?? errors.location?.message ?? errors.root?.message;
  /** The row whose location is being edited; `round` starts its field afresh each time the edit button is pressed. */
  const [editing, setEditing] = useState<{ key: string; round: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  async function submit(v: SiteFormValues) {
    const added = await run(async () => (await add({ variables: { input: { key: project.key, plantName: v.plantName, location: v.location } } })).data?.addProjectSite, {
      success: 'Site added.',
      ...IN_PLACE,
      show: (message) => setError('root', { message }),
    });
    if (added) reset();
  }

  async function confirmRemove() {
    const id = removing;
    setRemoving(null);
    if (!id) return;
    await run(async () => (await remove({ variables: { input: { key: project.key, id } } })).data?.removeProjectSite, { success: 'Site removed.', ...IN_PLACE });
  }

  return (
    <Card className="fel-section">
      <H2 className="fel-section-title">Sites</H2>
      {project.sites.length === 0 ? (
        <EmptyState level={3} icon="map-marker" title="No sites yet" description="Add the plant (and where on it) the project is built." />
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
                    <LocationEditor key={editing.round} projectKey={project.key} site={s} onDone={() => setEditing(null)} />
                  ) : (
                    s.location || <span className="fel-muted">—</span>
                  )}
                </td>
                {project.viewerCanEdit && (
                  <td className="fel-no-print">
                    <Button minimal icon="edit" aria-label={`Edit the location on ${s.plantName}`} onClick={() => setEditing((e) => ({ key: s.key, round: (e?.round ?? 0) + 1 }))} />
                    <Button minimal icon="trash" intent="danger" aria-label={`Remove ${s.plantName}`} onClick={() => setRemoving(s.key)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {project.viewerCanEdit && (
        <form className="fel-inline-form fel-no-print" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate style={{ marginTop: 12 }}>
          <FormGroup label="Plant" labelFor="site-plant" intent={error ? 'danger' : 'none'}>
            <HTMLSelect
              id="site-plant"
              fill
              value={plant}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'site-error' : undefined}
              onChange={(e) => setValue('plantName', e.currentTarget.value)}
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
            <InputGroup id="site-location" value={location} onValueChange={(v) => setValue('location', v)} maxLength={LOCATION_MAX} />
          </FormGroup>
          <Button type="submit" icon="add" text="Add site" loading={adding} />
        </form>
      )}
      {project.viewerCanEdit && (
        <FieldError id="site-error" message={error} />
      )}
      <ConfirmDialog title="Remove site?" isOpen={removing !== null} intent="danger" cancelText="Cancel" confirmText="Remove" onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()}>
        <p>Remove this site from the project?</p>
      </ConfirmDialog>
    </Card>
  );
}

/**
 * A site's location edited in its row: Enter or the tick saves, Escape leaves it. Either way the row shows the
 * location again; a failure reads in the snackbar.
 */
function LocationEditor({ projectKey, site, onDone }: { projectKey: string; site: { key: string; plantName: string; location: string }; onDone(): void }) {
  const run = useMutationPayload();
  const snackbar = useSnackbar();
  const [edit] = useMutation(EditSiteMutation);
  const { control, handleSubmit, setValue } = useForm<SiteLocationFormValues>({
    resolver: zodResolver(SiteLocationFormSchema, undefined, { raw: true }),
    defaultValues: { location: site.location },
  });
  const location = useWatch({ control, name: 'location' });
  const save = handleSubmit(
    async (v) => {
      await run(async () => (await edit({ variables: { input: { key: projectKey, id: site.key, location: v.location } } })).data?.editProjectSite, IN_PLACE);
      onDone();
    },
    (errors) => {
      // What the server would answer for it, where it would say it.
      if (errors.location?.message) snackbar.error(errors.location.message);
      onDone();
    },
  );
  return (
    <InputGroup
      aria-label={`Location on ${site.plantName}`}
      value={location}
      autoFocus
      onValueChange={(v) => setValue('location', v)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void save();
        if (e.key === 'Escape') onDone();
      }}
      rightElement={<Button minimal icon="tick" aria-label="Save location" onClick={() => void save()} />}
    />
  );
}
