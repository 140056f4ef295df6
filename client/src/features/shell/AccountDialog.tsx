import { useMutation } from '@apollo/client/react';
import { Button, Classes, Dialog, FormGroup, InputGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type OwnAccountFormOutput, OwnAccountFormSchema, type OwnAccountFormValues } from '../../../../common/own-account-schema';
import type { SessionViewer } from '../../auth/session-api';
import { graphql } from '../../gql';
import { serverFieldErrors } from '../../ui/form-errors';
import { PasswordInput } from '../../ui/PasswordInput';
import { useMutationPayload } from '../../ui/useMutationPayload';

const UpdateMyAccountMutation = graphql(`
  mutation UpdateMyAccount($input: UpdateMyAccountInput!) {
    updateMyAccount(input: $input) {
      user {
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

// The Security tab's code (and its QR and WebAuthn helpers) loads when the tab is opened.
const SecurityPanel = lazy(async () => ({ default: (await import('./security/SecurityPanel')).SecurityPanel }));

const PASSWORD_HELP = 'At least 12 characters, including 1 symbol. Leave empty to keep your password.';
const FIELDS = ['name', 'currentPassword', 'newPassword'] as const;
type Field = keyof OwnAccountFormValues;

/** "My account" (profile menu): one's own name, and a new password given with the current one. */
export function AccountDialog({ viewer, isOpen, onClose }: { viewer: SessionViewer; isOpen: boolean; onClose(): void }) {
  const run = useMutationPayload();
  const [tab, setTab] = useState<'profile' | 'security'>('profile');
  const [save, { loading }] = useMutation(UpdateMyAccountMutation);
  // The messages are those of the last Save (the form's and the server's); they stay until the next one.
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(OwnAccountFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: viewer.user.name, newPassword: '', confirm: '', currentPassword: '' },
  });

  async function submit({ name, currentPassword, newPassword }: OwnAccountFormOutput) {
    const saved = await run(
      async () =>
        (await save({ variables: { input: { key: viewer.user.key, name, ...(newPassword ? { currentPassword, newPassword } : {}) } } })).data?.updateMyAccount,
      {
        success: newPassword ? 'Name and password saved. Your sessions end with the old password: sign in again with the new one.' : 'Name saved.',
        failed: 'Your account was not saved.',
        reason: 'instead',
        ok: (payload) => payload.errors.length === 0 && !!payload.user,
        known: FIELDS,
        fields: serverFieldErrors(setError, FIELDS),
      },
    );
    if (saved) onClose();
  }

  const field = (name: Field, label: string, labelFor: string, input: (value: string, onChange: (value: string) => void) => ReactNode, help?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange }, fieldState: { error } }) => (
        <FormGroup label={label} labelFor={labelFor} intent={error ? 'danger' : 'none'} helperText={error?.message ?? help}>
          {input(value, onChange)}
        </FormGroup>
      )}
    />
  );
  const profile = (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <div className={Classes.DIALOG_BODY}>
        <p className="fel-muted">{viewer.user.username}</p>
        {field('name', 'Name', 'account-name', (value, onChange) => (
          <InputGroup id="account-name" value={value} onValueChange={onChange} autoFocus />
        ))}
        {field(
          'newPassword',
          'New password',
          'account-new',
          (value, onChange) => (
            <PasswordInput id="account-new" autoComplete="new-password" value={value} onValueChange={onChange} />
          ),
          PASSWORD_HELP,
        )}
        {field('confirm', 'Confirm new password', 'account-confirm', (value, onChange) => (
          <PasswordInput id="account-confirm" autoComplete="new-password" value={value} onValueChange={onChange} />
        ))}
        {field('currentPassword', 'Current password (needed to change the password)', 'account-current', (value, onChange) => (
          <PasswordInput id="account-current" autoComplete="current-password" value={value} onValueChange={onChange} />
        ))}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent="primary" text="Save" loading={loading} />
        </div>
      </div>
    </form>
  );
  // The Security tab's content mounts (and its code loads) only once the tab is chosen.
  const security = tab === 'security' && (
    <>
      <div className={Classes.DIALOG_BODY}>
        <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
          <SecurityPanel />
        </Suspense>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Close" onClick={onClose} />
        </div>
      </div>
    </>
  );
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="My account" icon="user">
      <Tabs id="account-tabs" selectedTabId={tab} onChange={(id) => setTab(id === 'security' ? 'security' : 'profile')} className="fel-account-tabs">
        {/* disabled={false} spelled out: see TAB_ARROW_KEYS in ProjectWorkspace.tsx. */}
        <Tab id="profile" title="Profile" panel={profile} disabled={false} />
        <Tab id="security" title="Security" panel={security || <span />} disabled={false} />
      </Tabs>
    </Dialog>
  );
}
