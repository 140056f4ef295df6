import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, H2, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MEMBER_TEXT_MAX, TEAM_MEMBER_FIELDS, type TeamMemberFormValues, TeamMemberFormSchema } from '../../../../../common/team-schema';
import { EMAIL_MAX } from '../../../../../common/validation';
import { getFragmentData, graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { errorText, PHASE_LABEL, TRY_AGAIN } from '../format';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';

/** What the tab shows; every team mutation returns it too, so the cache updates the lists without a refetch. */
export const TeamTabFragment = graphql(`
  fragment TeamTab_project on Project {
    key
    phases
    viewerCanEdit
    team {
      key
      phase
      name
      email
      function
      company
    }
  }
`);

const TeamQuery = graphql(`
  query ProjectTeam($key: ID!) {
    project(key: $key) {
      ...TeamTab_project
    }
  }
`);

const AddMemberMutation = graphql(`
  mutation AddTeamMember($input: AddTeamMemberInput!) {
    addTeamMember(input: $input) {
      teamMember {
        key
      }
      project {
        ...TeamTab_project
      }
      errors {
        field
        message
      }
    }
  }
`);
const EditMemberMutation = graphql(`
  mutation EditTeamMember($input: EditTeamMemberInput!) {
    editTeamMember(input: $input) {
      teamMember {
        key
        name
        email
        function
        company
      }
      project {
        ...TeamTab_project
      }
      errors {
        field
        message
      }
    }
  }
`);
const RemoveMemberMutation = graphql(`
  mutation RemoveTeamMember($input: RemoveItemInput!) {
    removeTeamMember(input: $input) {
      teamMember {
        key
      }
      project {
        ...TeamTab_project
      }
      errors {
        message
      }
    }
  }
`);

type Member = { key: string; phase: Phase; name: string; email: string; function: string; company: string };
type Editing = { mode: 'add'; phase: Phase } | { mode: 'edit'; member: Member };

/** Team members per phase: name, email, function, company; add, edit, remove. */
export function TeamTab({ projectKey }: { projectKey: string }) {
  const run = useMutationPayload();
  const { data, loading, error } = useQuery(TeamQuery, { variables: { key: projectKey } });
  const [remove] = useMutation(RemoveMemberMutation);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  if (!data && loading) return <Spinner aria-label="Loading the team" />;
  const project = getFragmentData(TeamTabFragment, data?.project);
  if (!project) return <EmptyState level={2} icon="error" title="The team could not be loaded" description={errorText(error)} />;

  async function confirmRemove() {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    await run(async () => (await remove({ variables: { input: { key: projectKey, id: member.key } } })).data?.removeTeamMember, {
      success: `${member.name} removed from the team.`,
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  return (
    <div>
      {project.phases.map((phase) => {
        const members = project.team.filter((m) => m.phase === phase);
        return (
          <Card key={phase} className="fel-section" aria-label={`${PHASE_LABEL[phase]} team`}>
            <div className="fel-workspace-header">
              <H2 className="fel-section-title">{PHASE_LABEL[phase]} team</H2>
              {project.viewerCanEdit && <Button icon="add" text="Add member" onClick={() => setEditing({ mode: 'add', phase })} />}
            </div>
            {members.length === 0 ? (
              <EmptyState level={3} icon="people" title="No team members yet" description="People on the team can see the project (and, by role, edit it) when their email matches their sign-in." />
            ) : (
              <HTMLTable className="fel-projects-table" aria-label={`${PHASE_LABEL[phase]} team members`}>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Email</th>
                    <th>Function</th>
                    <th>Company</th>
                    {project.viewerCanEdit && <th className="fel-no-print">Actions</th>}
                  </tr>
                </thead>
                <tbody>
                  {members.map((m) => (
                    <tr key={m.key}>
                      <td data-label="Name">{m.name}</td>
                      <td data-label="Email">{m.email}</td>
                      <td data-label="Function">{m.function}</td>
                      <td data-label="Company">{m.company}</td>
                      {project.viewerCanEdit && (
                        <td className="fel-no-print">
                          <Button minimal icon="edit" aria-label={`Edit ${m.name}`} onClick={() => setEditing({ mode: 'edit', member: m })} />
                          <Button minimal icon="trash" intent="danger" aria-label={`Remove ${m.name}`} onClick={() => setRemoving(m)} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        );
      })}
      {editing && <MemberDialog projectKey={projectKey} editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog title="Remove team member?" isOpen={removing !== null} intent="danger" cancelText="Cancel" confirmText="Remove" onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()}>
        <p>Remove {removing?.name} from the team?</p>
      </ConfirmDialog>
    </div>
  );
}

type MemberField = keyof TeamMemberFormValues;
const isMemberField = (f: string): f is MemberField => TEAM_MEMBER_FIELDS.some((known) => known === f);

function MemberDialog({ projectKey, editing, onClose }: { projectKey: string; editing: Editing; onClose(): void }) {
  const run = useMutationPayload();
  const initial = editing.mode === 'edit' ? editing.member : { name: '', email: '', function: '', company: '' };
  // Messages show when the dialog is sent and stay until it is sent again.
  const { control, handleSubmit, setValue, setError, formState } = useForm<TeamMemberFormValues>({
    resolver: zodResolver(TeamMemberFormSchema, undefined, { raw: true }),
    defaultValues: { name: initial.name, email: initial.email, function: initial.function, company: initial.company },
  });
  const [name, email, fn, company] = useWatch({ control, name: ['name', 'email', 'function', 'company'] });
  const values: TeamMemberFormValues = { name, email, function: fn, company };
  const { errors } = formState;
  const [add, { loading: adding }] = useMutation(AddMemberMutation);
  const [edit, { loading: saving }] = useMutation(EditMemberMutation);

  async function submit(v: TeamMemberFormValues) {
    const fields = { name: v.name, email: v.email, function: v.function, company: v.company };
    const saved = await run(
      async () =>
        editing.mode === 'add'
          ? (await add({ variables: { input: { key: projectKey, phase: editing.phase, ...fields } } })).data?.addTeamMember
          : (await edit({ variables: { input: { key: projectKey, id: editing.member.key, ...fields } } })).data?.editTeamMember,
      {
        success: editing.mode === 'add' ? `${v.name.trim()} added to the team.` : 'Team member saved.',
        failed: TRY_AGAIN,
        reason: 'instead',
        thrown: 'instead',
        known: TEAM_MEMBER_FIELDS,
        fields: (found) => {
          for (const [field, message] of Object.entries(found)) if (isMemberField(field)) setError(field, { message });
        },
        // Anything not about one field reads under the name.
        show: (message) => setError('name', { message }),
      },
    );
    if (saved) onClose();
  }

  const field = (k: MemberField, label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`member-${k}`} helperText={errors[k]?.message} intent={errors[k] ? 'danger' : 'none'}>
      <InputGroup
        id={`member-${k}`}
        type={type}
        value={values[k]}
        onValueChange={(v) => setValue(k, v)}
        maxLength={k === 'email' ? EMAIL_MAX : MEMBER_TEXT_MAX}
        autoFocus={k === 'name'}
      />
    </FormGroup>
  );
  return (
    <Dialog title={editing.mode === 'add' ? `Add a ${PHASE_LABEL[editing.phase]} team member` : 'Edit team member'} isOpen onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          {field('name', 'Name')}
          {field('email', 'Email', 'email')}
          {field('function', 'Function')}
          {field('company', 'Company')}
        </DialogBody>
        <DialogFooter
          actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text={editing.mode === 'add' ? 'Add' : 'Save'} loading={adding || saving} />]}
        />
      </form>
    </Dialog>
  );
}
