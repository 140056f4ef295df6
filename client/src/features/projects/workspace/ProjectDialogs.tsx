import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import { useSnackbar } from '../../../ui/snackbar';
import { errorText } from '../format';

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
  query OwnerCandidates($key: ID!) {
    ownerCandidates(key: $key) {
      key
      name
      username
    }
  }
`);

const TransferMutation = graphql(`
  mutation TransferProject($input: TransferProjectInput!) {
    transferProject(input: $input) {
      project {
        key
        owner {
          key
          name
        }
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

/** Rename: a new name, unique in the organization; a stale version is refused. */
export function RenameDialog({ projectKey, isOpen, onClose, name, version }: Props & { name: string; version: number }) {
  const snackbar = useSnackbar();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [rename, { loading }] = useMutation(RenameMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await rename({ variables: { input: { key: projectKey, name: value, version } } });
      const failure = data?.renameProject.errors[0];
      if (failure) return setError(failure.message);
      snackbar.success('Project renamed.');
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  }
  return (
    <Dialog title="Rename project" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup label="New name" labelFor="rename-name" helperText={error ?? 'Unique in your organization.'} intent={error ? 'danger' : 'none'}>
            <InputGroup id="rename-name" value={value} onValueChange={setValue} maxLength={100} autoFocus />
          </FormGroup>
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text="Rename" loading={loading} />]} />
      </form>
    </Dialog>
  );
}

/** Transfer ownership to another active user of the organization. */
export function TransferDialog({ projectKey, isOpen, onClose, ownerKey, onDone }: Props & { ownerKey: string; onDone(): void }) {
  const snackbar = useSnackbar();
  const { data, loading } = useQuery(OwnerCandidatesQuery, { variables: { key: projectKey }, skip: !isOpen });
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [transfer, { loading: saving }] = useMutation(TransferMutation);
  const candidates = (data?.ownerCandidates ?? []).filter((u) => u.key !== ownerKey);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return setError('Choose the new owner');
    try {
      const { data: result } = await transfer({ variables: { input: { key: projectKey, projectOwner: selected } } });
      const failure = result?.transferProject.errors[0];
      if (failure) return setError(failure.message);
      snackbar.success(`Ownership transferred to ${result?.transferProject.project?.owner.name ?? 'the new owner'}.`);
      onClose();
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  }
  return (
    <Dialog title="Transfer ownership" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {loading ? (
            <Spinner size={20} aria-label="Loading users" />
          ) : (
            <FormGroup label="New owner" labelFor="transfer-owner" helperText={error ?? 'An active user of this organization.'} intent={error ? 'danger' : 'none'}>
              <HTMLSelect id="transfer-owner" fill value={selected} onChange={(e) => setSelected(e.currentTarget.value)}>
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
  const [value, setValue] = useState(`${name} (copy)`);
  const [withFel2, setWithFel2] = useState(fel20);
  const [error, setError] = useState<string | null>(null);
  const [duplicate, { loading }] = useMutation(DuplicateMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await duplicate({ variables: { input: { key: projectKey, name: value, fel20: withFel2 } } });
      const payload = data?.duplicateProject;
      if (!payload?.project) return setError(payload?.errors[0]?.message ?? 'The project could not be duplicated.');
      snackbar.success(`Duplicated as “${payload.project.name}”.`);
      onClose();
      onCreated(payload.project.key);
    } catch (e) {
      setError(errorText(e));
    }
  }
  return (
    <Dialog title="Duplicate project" isOpen={isOpen} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>The copy carries the details, sites, team and the FEL 2 and FEL 3 answers. It belongs to you and needs a new name.</p>
          <FormGroup label="Name of the copy" labelFor="duplicate-name" helperText={error ?? 'Unique in your organization.'} intent={error ? 'danger' : 'none'}>
            <InputGroup id="duplicate-name" value={value} onValueChange={setValue} maxLength={100} autoFocus />
          </FormGroup>
          <Checkbox label="FEL 2 is in the copy’s scope" checked={withFel2} onChange={(e) => setWithFel2(e.currentTarget.checked)} />
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text="Duplicate" loading={loading} />]} />
      </form>
    </Dialog>
  );
}
