import { useMutation } from '@apollo/client/react';
import { Button, Classes, Dialog, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { passwordError, signupNameError } from '../../../../common/validation';
import type { SessionViewer } from '../../auth/session-api';
import { graphql } from '../../gql';
import { PasswordInput } from '../../ui/PasswordInput';
import { useSnackbar } from '../../ui/snackbar';

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

const PASSWORD_HELP = 'At least 12 characters, including 1 symbol. Leave empty to keep your password.';
type Errors = Partial<Record<'name' | 'currentPassword' | 'newPassword' | 'confirm', string>>;

/** "My account" (profile menu): one's own name, and a new password given with the current one. */
export function AccountDialog({ viewer, isOpen, onClose }: { viewer: SessionViewer; isOpen: boolean; onClose(): void }) {
  const snackbar = useSnackbar();
  const [save, { loading }] = useMutation(UpdateMyAccountMutation);
  const [name, setName] = useState(viewer.user.name);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function check(): Errors {
    const found: Errors = {};
    const nameProblem = signupNameError(name);
    if (nameProblem) found.name = nameProblem;
    if (newPassword !== '') {
      const rule = passwordError(newPassword);
      if (rule) found.newPassword = rule;
      if (currentPassword === '') found.currentPassword = 'Required';
      if (confirm !== newPassword) found.confirm = 'The passwords do not match.';
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await save({
        variables: { input: { key: viewer.user.key, name: name.trim(), ...(newPassword ? { currentPassword, newPassword } : {}) } },
      });
      const failures = data?.updateMyAccount.errors ?? [];
      if (failures.length > 0 || !data?.updateMyAccount.user) {
        const next: Errors = {};
        for (const f of failures) {
          if (f.field === 'currentPassword' || f.field === 'newPassword' || f.field === 'name') next[f.field] = f.message;
        }
        setErrors(next);
        if (Object.keys(next).length === 0) snackbar.error(failures[0]?.message ?? 'Your account was not saved.');
        return;
      }
      snackbar.success(newPassword ? 'Name and password saved. Your sessions end with the old password: sign in again with the new one.' : 'Name saved.');
      setCurrent('');
      setNew('');
      setConfirm('');
      onClose();
    } catch {
      snackbar.error('Your account was not saved.');
    }
  }

  const field = (key: keyof Errors) => ({ intent: errors[key] ? ('danger' as const) : ('none' as const), helperText: errors[key] });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="My account" icon="user">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <p className="fel-muted">{viewer.user.username}</p>
          <FormGroup label="Name" labelFor="account-name" {...field('name')}>
            <InputGroup id="account-name" value={name} onValueChange={setName} autoFocus />
          </FormGroup>
          <FormGroup label="New password" labelFor="account-new" {...field('newPassword')} helperText={errors.newPassword ?? PASSWORD_HELP}>
            <PasswordInput id="account-new" autoComplete="new-password" value={newPassword} onValueChange={setNew} />
          </FormGroup>
          <FormGroup label="Confirm new password" labelFor="account-confirm" {...field('confirm')}>
            <PasswordInput id="account-confirm" autoComplete="new-password" value={confirm} onValueChange={setConfirm} />
          </FormGroup>
          <FormGroup label="Current password (needed to change the password)" labelFor="account-current" {...field('currentPassword')}>
            <PasswordInput id="account-current" autoComplete="current-password" value={currentPassword} onValueChange={setCurrent} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancel" onClick={onClose} />
            <Button type="submit" intent="primary" text="Save" loading={loading} />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
