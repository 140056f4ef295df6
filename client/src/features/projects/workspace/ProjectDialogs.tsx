import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type DuplicateProjectFormValues,
  DuplicateProjectFormSchema,
  PROJECT_NAME_MAX,
  type RenameProjectFormValues,
  RenameProjectFormSchema,
  type TransferProjectFormValues,
  TransferProjectFormSchema,
} from '../../../../../common/project-schema';
import { graphql } from '../../../gql';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { TRY_AGAIN } from '../format';

// Dialogs of the workspace's project menu: rename, transfer ownership, duplicate.

const RenameMutation = graphql(`
  mutation RenameProject($input: RenameProjectInput!) {
    renameProject(input: $input) {
      project {
        key
        name
        version
      }
      errors {
        field
        message
      }
    }
  }
`);

const OwnerCandidatesQuery = graphql(`
  query OwnerCandidates($key: ID!, $search: String) {
    ownerCandidates(key: $key, search: $search, first: 100) {
      nodes {
        key
        name
        username
      }
      hasMore
    }
  }
`);

const TransferMutation = graphql(`
  mutation TransferProject($input: TransferProjectInput!) {
    transferProject(input: $input) {
      project {
        owner {
          key
          name
        }
        ...ProjectLifecycle_project
      }
      errors {
        field
        message
      }
    }
  }
`);

const DuplicateMutation = graphql(`
  mutation DuplicateProject($input: DuplicateProjectInput!) {
    duplicateProject(input: $input) {
      project {
        key
        name
      }
      errors {
        field
        message
      }
    }
  }
`);

type Props = { projectKey: string; isOpen: boolean; onClose(): void };

/** A dialog's failure reads under its one field (as its rule's message does): the first payload error, or what was thrown. */
const IN_FIELD = { failed: TRY_AGAIN, reason: 'instead', thrown: 'instead' } as const;

/** Rename: a new name, unique in the organization; a stale version is refused. */
export function RenameDialog({ projectKey, isOpen, onClose, name, version }: Props & { name: string; version: number }) {
  const { control, handleSubmit, setValue, setError, formState } = useForm<RenameProjectFormValues>({
    resolver: zodResolver(RenameProjectFormSchema, undefined, { raw: true }),
    defaultValues: { name },
  });
  const value = useWatch({ control, name: 'name' });
  const error = formState.errors.name?.message;
  const [rename, { loading }] = useMutation(RenameMutation);
  const run = useMutationPayload();
  async function submit(v: RenameProjectFormValues) {
    const renamed = await run(async () => (await rename({ variables: { input: { key: projectKey, name: v.name, version } } })).data?.renameProject, {
      success: 'Project renamed.',
      ...IN_FIELD,
      show: (message) => setError('name', { message }),
    });
    if (renamed) onClose();
  }
  return (
    <Dialog title="Rename project" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <FormGroup label="New name" labelFor="rename-name" helperText={error ?? 'Unique in your organization.'} intent={error ? 'danger' : 'none'}>
            <InputGroup id="rename-name" value={value} onValueChange={(v) => setValue('name', v)} maxLength={PROJECT_NAME_MAX} autoFocus />
          </FormGroup>
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text="Rename" loading={loading} />]} />
      </form>
    </Dialog>
  );
}

/** Transfer ownership to another active user of the organization. */
export function TransferDialog({ projectKey, isOpen, onClose, ownerKey }: Props & { ownerKey: string }) {
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(OwnerCandidatesQuery, { variables: { key: projectKey, search: search.trim() || null }, skip: !isOpen });
  const { control, handleSubmit, setValue, setError, formState } = useForm<TransferProjectFormValues>({
    resolver: zodResolver(TransferProjectFormSchema, undefined, { raw: true }),
    defaultValues: { projectOwner: '' },
  });
  const selected = useWatch({ control, name: 'projectOwner' });
  const error = formState.errors.projectOwner?.message;
  const [transfer, { loading: saving }] = useMutation(TransferMutation);
  const run = useMutationPayload();
  const candidates = (data?.ownerCandidates.nodes ?? []).filter((u) => u.key !== ownerKey);
  const more = data?.ownerCandidates.hasMore ?? false;
  async function submit(v: TransferProjectFormValues) {
    const moved = await run(async () => (await transfer({ variables: { input: { key: projectKey, projectOwner: v.projectOwner } } })).data?.transferProject, {
      ...IN_FIELD,
      show: (message) => setError('projectOwner', { message }),
    });
    if (!moved) return;
    snackbar.success(`Ownership transferred to ${moved.project?.owner.name ?? 'the new owner'}.`);
    onClose();
  }
  return (
    <Dialog title="Transfer ownership" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <FormGroup label="Find a person" labelFor="transfer-search" helperText={more ? 'The first 100 by name are listed: type part of a name or email to find others.' : undefined}>
            <InputGroup id="transfer-search" type="search" value={search} onValueChange={setSearch} placeholder="Name or email" />
          </FormGroup>
          {loading ? (
            <Spinner size={20} aria-label="Loading users" />
          ) : (
            <FormGroup label="New owner" labelFor="transfer-owner" helperText={error ?? 'An active user of this organization.'} intent={error ? 'danger' : 'none'}>
              <HTMLSelect id="transfer-owner" fill value={selected} onChange={(e) => setValue('projectOwner', e.currentTarget.value)}>
                <option value="">Choose…</option>
                {candidates.map((u) => (
                  <option key={u.key} value={u.key}>
                    {u.name} ({u.username})
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text="Transfer" loading={saving} />]} />
      </form>
    </Dialog>
  );
}

/** Duplicate: details, sites, team and both phases' answers under a new unique name. */
export function DuplicateDialog({ projectKey, isOpen, onClose, name, fel20, onCreated }: Props & { name: string; fel20: boolean; onCreated(key: string): void }) {
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, setError, formState } = useForm<DuplicateProjectFormValues>({
    resolver: zodResolver(DuplicateProjectFormSchema, undefined, { raw: true }),
    defaultValues: { name: `${name} (copy)`, fel20 },
  });
  const [value, withFel2] = useWatch({ control, name: ['name', 'fel20'] });
  const error = formState.errors.name?.message ?? formState.errors.fel20?.message;
  const [duplicate, { loading }] = useMutation(DuplicateMutation);
  const run = useMutationPayload();
  async function submit(v: DuplicateProjectFormValues) {
    const payload = await run(async () => (await duplicate({ variables: { input: { key: projectKey, name: v.name, fel20: v.fel20 } } })).data?.duplicateProject, {
      ...IN_FIELD,
      failed: 'The project could not be duplicated.',
      ok: (done) => !!done.project,
      show: (message) => setError('name', { message }),
    });
    if (!payload?.project) return;
    snackbar.success(`Duplicated as “${payload.project.name}”.`);
    onClose();
    onCreated(payload.project.key);
  }
  return (
    <Dialog title="Duplicate project" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <p>The copy carries the details, sites, team and the FEL 2 and FEL 3 answers. It belongs to you and needs a new name.</p>
          <FormGroup label="Name of the copy" labelFor="duplicate-name" helperText={error ?? 'Unique in your organization.'} intent={error ? 'danger' : 'none'}>
            <InputGroup id="duplicate-name" value={value} onValueChange={(v) => setValue('name', v)} maxLength={PROJECT_NAME_MAX} autoFocus />
          </FormGroup>
          <Checkbox label="FEL 2 is in the copy’s scope" checked={withFel2} onChange={(e) => setValue('fel20', e.currentTarget.checked)} />
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text="Duplicate" loading={loading} />]} />
      </form>
    </Dialog>
  );
}
