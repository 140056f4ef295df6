import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { ACTION_TEXT_MAX } from '../../../../../common/action-schema';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { AnswerActions_ActionFragment, Phase } from '../../../gql/graphql';
import { DateField } from '../../../ui/DateField';
import { formatDay } from '../../../ui/dates';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { TRY_AGAIN } from '../format';

// Method 3's actions on a gap (DOMAIN.md §3a): several per gap, each with what will be done, an owner picked from
// the project team or the organization's active users, a due date, and done. One complete action closes the gap for
// the gate; a done action whose gap is still open is not complete. Saved at once (they need the connection).

export const AnswerActionsActionFragment = graphql(`
  fragment AnswerActions_action on AnswerAction {
    key
    text
    owner
    ownerPicked
    ownerUser {
      key
    }
    ownerMemberKey
    due
    done
    version
  }
`);

export const AnswerActionsChoicesFragment = graphql(`
  fragment AnswerActions_choices on ActionOwnerChoices {
    users {
      key
      name
    }
    members {
      key
      name
      phase
    }
  }
`);


const AddMutation = graphql(`
  mutation AddAnswerAction($input: AddAnswerActionInput!) {
    addAnswerAction(input: $input) {
      answer {
        questionCode
        version
        actions {
          ...AnswerActions_action
        }
      }
      errors {
        field
        message
      }
    }
  }
`);
const EditMutation = graphql(`
  mutation EditAnswerAction($input: EditAnswerActionInput!) {
    editAnswerAction(input: $input) {
      answer {
        questionCode
        version
        actions {
          ...AnswerActions_action
        }
      }
      errors {
        field
        message
      }
    }
  }
`);
const RemoveMutation = graphql(`
  mutation RemoveAnswerAction($input: RemoveAnswerActionInput!) {
    removeAnswerAction(input: $input) {
      answer {
        questionCode
        version
        actions {
          ...AnswerActions_action
        }
      }
      errors {
        message
      }
    }
  }
`);

type Owner = { userKey: string } | { memberKey: string };
const ownerValue = (a: AnswerActions_ActionFragment) => (a.ownerUser ? `user:${a.ownerUser.key}` : a.ownerMemberKey ? `member:${a.ownerMemberKey}` : '');
function ownerOf(value: string): Owner | null {
  const [kind, key] = value.split(':');
  if (!key) return null;
  return kind === 'user' ? { userKey: key } : { memberKey: key };
}

type Props = { projectKey: string; phase: Phase; code: string; idPrefix: string; actions: readonly FragmentType<typeof AnswerActionsActionFragment>[]; choices: FragmentType<typeof AnswerActionsChoicesFragment> | null; readOnly: boolean };

/** The actions of one question's gap: listed, changed in place, added. */
export function AnswerActions({ projectKey, phase, code, idPrefix, readOnly, ...props }: Props) {
  const actions = getFragmentData(AnswerActionsActionFragment, props.actions);
  const choices = getFragmentData(AnswerActionsChoicesFragment, props.choices);
  const run = useMutationPayload();
  const [add, { loading: adding }] = useMutation(AddMutation);
  const [edit] = useMutation(EditMutation);
  const [remove] = useMutation(RemoveMutation);
  const [text, setText] = useState('');
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function addAction() {
    const picked = ownerOf(owner);
    if (text.trim().length === 0) return setError('Say what will be done.');
    if (!picked) return setError('Choose who owns it.');
    setError(null);
    const done = await run(async () => (await add({ variables: { input: { key: projectKey, phase, code, text, owner: picked, due } } })).data?.addAnswerAction, {
      success: 'Action added.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      show: setError,
    });
    if (done) {
      setText('');
      setOwner('');
      setDue(null);
    }
  }

  const change = (a: AnswerActions_ActionFragment, fields: { done?: boolean; owner?: Owner; due?: string | null }) =>
    run(async () => (await edit({ variables: { input: { key: projectKey, phase, id: a.key, version: a.version, ...fields } } })).data?.editAnswerAction, { failed: TRY_AGAIN, thrown: 'instead' });

  const ownerSelect = (id: string, value: string, onChange: (v: string) => void, label: string) => (
    <HTMLSelect id={id} aria-label={label} value={value} disabled={readOnly || !choices} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">Choose the owner…</option>
      <optgroup label="Project team">
        {choices?.members.map((m) => (
          <option key={m.key} value={`member:${m.key}`}>
            {m.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="People of the organization">
        {choices?.users.map((u) => (
          <option key={u.key} value={`user:${u.key}`}>
            {u.name}
          </option>
        ))}
      </optgroup>
    </HTMLSelect>
  );

  return (
    <div className="fel-actions" data-testid="actions">
      {actions.length === 0 ? (
        <p className="fel-muted">No action yet.</p>
      ) : (
        <ul className="fel-action-list">
          {actions.map((a) => (
            <li key={a.key} data-testid="action">
              <span>{a.text}</span> · {a.ownerPicked ? a.owner : <Tag minimal intent="warning">{a.owner ? `“${a.owner}”: pick the owner` : 'no owner'}</Tag>}
              {a.due ? ` · due ${formatDay(a.due)}` : ' · no due date'}{' '}
              {!a.ownerPicked && !readOnly && ownerSelect(`${idPrefix}-owner-${a.key}`, ownerValue(a), (v) => {
                const picked = ownerOf(v);
                if (picked) void change(a, { owner: picked });
              }, `Owner of “${a.text}”`)}
              <Checkbox inline checked={a.done} disabled={readOnly} label="Done" onChange={(e) => void change(a, { done: e.currentTarget.checked })} />
              {!readOnly && (
                <Button
                  minimal
                  small
                  icon="trash"
                  aria-label={`Remove the action “${a.text}”`}
                  onClick={() => void run(async () => (await remove({ variables: { input: { key: projectKey, phase, id: a.key } } })).data?.removeAnswerAction, { success: 'Action removed.', failed: TRY_AGAIN, thrown: 'instead' })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="fel-question-fields" data-testid="action-form">
          <FormGroup label="What will be done" labelFor={`${idPrefix}-action-text`} helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
            <InputGroup id={`${idPrefix}-action-text`} value={text} maxLength={ACTION_TEXT_MAX} onValueChange={setText} />
          </FormGroup>
          <FormGroup label="Owner" labelFor={`${idPrefix}-action-owner`}>
            {ownerSelect(`${idPrefix}-action-owner`, owner, setOwner, 'Owner')}
          </FormGroup>
          <DateField id={`${idPrefix}-action-due`} label="Due date" value={due} error={undefined} readOnly={false} onChange={setDue} onBlur={() => undefined} />
          <Button icon="add" text="Add action" loading={adding} onClick={() => void addAction()} />
        </div>
      )}
    </div>
  );
}
