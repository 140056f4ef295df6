import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, H2, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { plural } from '../../../../../common/plural';
import { getFragmentData, graphql } from '../../../gql';
import type { RegisterEntry_DeliverableFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { errorText, TRY_AGAIN } from '../format';
import { DeliverableDialog, type EditedEntry, RegisterEntryFragment } from './DeliverableDialog';
import { useHelp } from '../../shell/help/help-context';

// The project's deliverables register (method 3, DOMAIN.md §3a): the documents answers link as evidence, each a
// reference into the owner's own document system. Add, edit (a new revision is what makes evidence copied from
// FEL 2 count at FEL 3), remove an entry no answer links, and export as CSV.

const RegisterQuery = graphql(`
  query ProjectRegister($key: ID!) {
    project(key: $key) {
      key
      name
      viewerCanEdit
      register {
        ...RegisterEntry_deliverable
      }
    }
  }
`);

const RegisterCsvQuery = graphql(`
  query ProjectRegisterCsv($key: ID!) {
    project(key: $key) {
      key
      registerCsv {
        filename
        content
      }
    }
  }
`);

const RemoveMutation = graphql(`
  mutation RemoveDeliverable($input: RemoveDeliverableInput!) {
    removeDeliverable(input: $input) {
      deliverable {
        key
      }
      project {
        key
        register {
          ...RegisterEntry_deliverable
        }
      }
      errors {
        message
      }
    }
  }
`);

/** The Register tab of the workspace. */
export function RegisterTab({ projectKey }: { projectKey: string }) {
  const apollo = useApolloClient();
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  const help = useHelp();
  const { data, loading, error } = useQuery(RegisterQuery, { variables: { key: projectKey } });
  const [remove] = useMutation(RemoveMutation);
  const [editing, setEditing] = useState<EditedEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<RegisterEntry_DeliverableFragment | null>(null);

  if (!data && loading) return <Spinner aria-label="Loading the register" />;
  const project = data?.project;
  if (!project) return <EmptyState level={2} icon="error" title="The register could not be loaded" description={errorText(error)} />;
  const entries = getFragmentData(RegisterEntryFragment, project.register);
  const counting = entries.filter((e) => e.counts).length;

  async function downloadCsv() {
    try {
      const result = await apollo.query({ query: RegisterCsvQuery, variables: { key: projectKey }, fetchPolicy: 'no-cache' });
      const file = result.data?.project.registerCsv;
      if (!file) throw new Error('The CSV could not be created.');
      const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      snackbar.error(errorText(e, 'The CSV could not be downloaded.'));
    }
  }

  async function confirmRemove() {
    const entry = removing;
    setRemoving(null);
    if (!entry) return;
    await run(async () => (await remove({ variables: { input: { key: projectKey, id: entry.key } } })).data?.removeDeliverable, {
      success: `${entry.number} removed from the register.`,
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  return (
    <Card className="fel-section" aria-label="Deliverables register">
      <div className="fel-workspace-header">
        <H2 className="fel-section-title">Deliverables register</H2>
        <div>
          {project.viewerCanEdit && <Button icon="add" intent="primary" text="Add document" onClick={() => setEditing('new')} />}
          <Button icon="help" text="Help" minimal onClick={() => help.open('register')} />
          <Button icon="download" text="CSV" minimal onClick={() => void downloadCsv()} disabled={entries.length === 0} />
        </div>
      </div>
      <p className="fel-muted">
        The documents your answers rest on, as references into your own document system (no file is stored). An entry counts as evidence with a number of at
        least 3 characters including a digit, and a revision or a revision date that is not in the future.
      </p>
      {entries.length === 0 ? (
        <EmptyState
          level={3}
          icon="document"
          title="No documents registered yet"
          description="Add the deliverables that support your answers (a P&ID, a study, a memo saying a deliverable does not apply), then link them from the answer cards."
        />
      ) : (
        <>
          <p data-testid="register-summary">
            {plural(entries.length, 'document')}, {counting} of which {counting === 1 ? 'counts' : 'count'} as evidence.
          </p>
          <HTMLTable className="fel-projects-table" aria-label="Register entries">
            <thead>
              <tr>
                <th>Number</th>
                <th>Title</th>
                <th>Discipline</th>
                <th>Revision</th>
                <th>Counts</th>
                <th>Linked to</th>
                {project.viewerCanEdit && <th className="fel-no-print">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.key} data-testid="register-row">
                  <td data-label="Number">
                    {e.link ? (
                      <a href={e.link} target="_blank" rel="noreferrer noopener">
                        {e.number}
                      </a>
                    ) : (
                      e.number
                    )}
                  </td>
                  <td data-label="Title">{e.title}</td>
                  <td data-label="Discipline">{e.discipline}</td>
                  <td data-label="Revision">
                    {e.revision}
                    {e.revisionDate ? ` (${e.revisionDate})` : ''}
                  </td>
                  <td data-label="Counts">
                    {e.counts ? (
                      <Tag minimal intent="success">
                        Counts
                      </Tag>
                    ) : (
                      <Tag minimal intent="warning" title={e.countsProblem ?? undefined}>
                        {e.countsProblem ?? 'Does not count'}
                      </Tag>
                    )}
                  </td>
                  <td data-label="Linked to">{e.linkedTo.length === 0 ? <span className="fel-muted">not linked</span> : e.linkedTo.map((l) => `${l.questionCode}`).join(', ')}</td>
                  {project.viewerCanEdit && (
                    <td className="fel-no-print">
                      <Button minimal icon="edit" aria-label={`Edit ${e.number}`} onClick={() => setEditing(e)} />
                      <Button
                        minimal
                        icon="trash"
                        intent="danger"
                        aria-label={`Remove ${e.number}`}
                        disabled={e.linkedTo.length > 0}
                        title={e.linkedTo.length > 0 ? 'Linked as evidence: unlink it from its answers first.' : undefined}
                        onClick={() => setRemoving(e)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
      {editing && <DeliverableDialog projectKey={projectKey} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog title="Remove document?" isOpen={removing !== null} intent="danger" cancelText="Cancel" confirmText="Remove" onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()}>
        <p>Remove {removing?.number} from the register?</p>
      </ConfirmDialog>
    </Card>
  );
}
