import { useMutation } from '@apollo/client/react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type KeyboardEvent, useState } from 'react';
import { RenamePasskeyMutation } from './security-documents';

// One passkey on the Security tab: its name, renamed in place (Enter saves, Escape cancels; the server's message
// shown under the field), and the remove button.

type Props = { passkey: { key: string; name: string }; onRemove: () => void; onRenamed: () => void };

export function PasskeyItem({ passkey, onRemove, onRenamed }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { loading }] = useMutation(RenamePasskeyMutation);

  function cancel() {
    setEditing(false);
    setName(passkey.name);
    setProblem(null);
  }

  async function save() {
    setProblem(null);
    try {
      const result = (await rename({ variables: { input: { key: passkey.key, name } } })).data?.renamePasskey;
      const message = result?.errors[0]?.message;
      if (message || !result?.passkey) return setProblem(message ?? 'The passkey was not renamed. Try again.');
      setEditing(false);
      onRenamed();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The passkey was not renamed. Try again.');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // The field's Escape cancels the rename, not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  if (editing) {
    const id = `passkey-rename-${passkey.key}`;
    return (
      <li>
        <FormGroup
          label={`New name of passkey ${passkey.name}`}
          labelFor={id}
          helperText={problem ? <span role="alert">{problem}</span> : 'Enter saves, Escape cancels.'}
          intent={problem ? 'danger' : 'none'}
          inline
        >
          <InputGroup
            id={id}
            value={name}
            autoFocus
            maxLength={100}
            intent={problem ? 'danger' : 'none'}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </FormGroup>
        <Button text="Save name" intent="primary" loading={loading} onClick={() => void save()} />
        <Button variant="minimal" text="Cancel" onClick={cancel} />
      </li>
    );
  }
  return (
    <li>
      <span>{passkey.name}</span>
      <Button variant="minimal" icon="edit" aria-label={`Rename passkey ${passkey.name}`} onClick={() => setEditing(true)} />
      <Button variant="minimal" intent="danger" icon="trash" aria-label={`Remove passkey ${passkey.name}`} onClick={onRemove} />
    </li>
  );
}
