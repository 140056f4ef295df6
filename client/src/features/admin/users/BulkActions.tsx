import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { plural } from '../../../../../common/plural';

const SetUsersActiveMutation = graphql(`
  mutation SetUsersActive($input: SetUsersActiveInput!) {
    setUsersActive(input: $input) {
      users {
        ...UserStatus_user
      }
      errors {
        message
      }
    }
  }
`);

const usersWord = (count: number) => plural(count, 'user');

/** What each bulk action asks and answers. */
const ACTIONS = {
  activate: {
    button: 'Activate',
    icon: 'confirm',
    intent: 'primary',
    question: (n: number) => `Activate ${usersWord(n)}?`,
    text: 'They can sign in again; pending registrations among them are approved and get their account details by email.',
    done: (n: number) => `${n === 1 ? 'User' : plural(n, 'user')} activated!`,
    failed: 'User activation process has failed!',
  },
  deactivate: {
    button: 'Deactivate',
    icon: 'disable',
    intent: 'danger',
    question: (n: number) => `Deactivate ${usersWord(n)}?`,
    text: 'They are signed out at once and cannot sign in until they are activated again.',
    done: (n: number) => `${n === 1 ? 'User' : plural(n, 'user')} deactivated!`,
    failed: 'User deactivation process has failed!',
  },
} as const;
type Action = keyof typeof ACTIONS;

/**
 * The Users table's bulk actions on the rows selected on this page: Activate and Deactivate, each confirmed
 * in a dialog naming how many users it changes, all or none (one request). The selection is cleared when done.
 */
export function BulkActions(props: { selected: readonly { key: string; name: string }[]; onClear(): void; onDone(): void }) {
  const run = useMutationPayload();
  const [setUsersActive, { loading }] = useMutation(SetUsersActiveMutation);
  const [asking, setAsking] = useState<Action | null>(null);
  const count = props.selected.length;
  const bar = useRef<HTMLDivElement>(null);
  const activateButton = useRef<HTMLButtonElement>(null);
  const deactivateButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the question has closed (the dialog gone, or it would keep the focus inside): back to
  // the button that asked it, or to the bar when the buttons have gone with the selection.
  const focusAfter = useRef<Action | 'bar' | null>(null);
  useEffect(() => {
    if (asking !== null || focusAfter.current === null) return;
    ({ activate: activateButton, deactivate: deactivateButton, bar })[focusAfter.current].current?.focus();
    focusAfter.current = null;
  }, [asking]);

  function closeQuestion(focus: Action | 'bar') {
    focusAfter.current = focus;
    setAsking(null);
  }

  async function confirmed(action: Action) {
    const done = await run(
      async () => (await setUsersActive({ variables: { input: { keys: props.selected.map((u) => u.key), active: action === 'activate' } } })).data?.setUsersActive,
      { success: ACTIONS[action].done(count), failed: ACTIONS[action].failed, thrown: 'after' },
    );
    closeQuestion(done ? 'bar' : action);
    if (done) {
      props.onClear();
      props.onDone();
    }
  }

  const ask = asking ? ACTIONS[asking] : null;
  return (
    <div className="fel-bulk-bar" role="group" aria-label="Bulk actions" ref={bar} tabIndex={-1}>
      <span className="fel-bulk-count" aria-live="polite">
        {count === 0 ? 'Select users to activate or deactivate several at once.' : `${usersWord(count)} selected`}
      </span>
      {count > 0 && (
        <>
          <Button ref={activateButton} icon="confirm" text="Activate" onClick={() => setAsking('activate')} disabled={loading} />
          <Button ref={deactivateButton} icon="disable" intent="danger" text="Deactivate" onClick={() => setAsking('deactivate')} disabled={loading} />
          <Button variant="minimal" text="Clear selection" onClick={props.onClear} disabled={loading} />
        </>
      )}
      {ask && asking && (
        <ConfirmDialog
          isOpen
          title={ask.question(count)}
          intent={ask.intent}
          icon={ask.icon}
          cancelText="Cancel"
          confirmText={ask.button}
          loading={loading}
          onCancel={() => closeQuestion(asking)}
          onConfirm={() => void confirmed(asking)}
        >
          <p>{ask.text}</p>
          <ul className="fel-bulk-names">
            {props.selected.map((u) => (
              <li key={u.key}>{u.name}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </div>
  );
}
