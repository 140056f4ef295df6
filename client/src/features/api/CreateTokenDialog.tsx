import { useMutation } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { ApiTokenScope } from '../../gql/graphql';
import { errorText } from '../projects/format';

const CreateMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        ...ApiTokensPage_token
      }
      errors {
        field
        message
      }
    }
  }
`);

const isScope = (value: string): value is ApiTokenScope => value === 'read' || value === 'readWrite';

/** The "New API token" form: name, scope, optional expiry (end of the chosen day, local time). */
export function CreateTokenDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const [create, { loading }] = useMutation(CreateMutation);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function reset() {
    setName('');
    setScope('read');
    setExpires('');
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    try {
      const { data } = await create({ variables: { input: { name, scope, expiresAt } } });
      const result = data?.createApiToken;
      if (result && result.errors.length > 0) {
        setErrors(Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', e.message])));
        return;
      }
      if (result?.secret && result.token) {
        onCreated({ name: result.token.name, secret: result.secret });
        reset();
      }
    } catch (e) {
      setErrors({ form: errorText(e) });
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New API token">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {errors.form && (
            <Callout intent="danger" role="alert" className="fel-section">
              {errors.form}
            </Callout>
          )}
          <FormGroup label="Name" labelFor="token-name" helperText={errors.name ?? 'What the integration is, e.g. "Power BI".'} intent={errors.name ? 'danger' : 'none'}>
            <InputGroup id="token-name" value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} intent={errors.name ? 'danger' : 'none'} />
          </FormGroup>
          <RadioGroup label="Scope" name="token-scope" selectedValue={scope} onChange={(e) => isScope(e.currentTarget.value) && setScope(e.currentTarget.value)}>
            <Radio value="read" label="Read: sees what a Super User sees, changes nothing" />
            <Radio value="readWrite" label="Read and write: may also change what a Super User may change" />
          </RadioGroup>
          <FormGroup label="Expires (optional)" labelFor="token-expires" helperText={errors.expiresAt ?? 'Leave empty for a token that does not expire.'} intent={errors.expiresAt ? 'danger' : 'none'}>
            <InputGroup id="token-expires" type="date" value={expires} onChange={(e) => setExpires(e.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Create" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
