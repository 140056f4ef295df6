import { useMutation } from '@apollo/client/react';
import { Checkbox, MenuItem, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { isValidEmail } from '../../../../../common/validation';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { UserRow_UserFragment } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import { formatInstant } from '../../../ui/dates';
import { RowMenu } from '../table/RowMenu';
import { focusRow } from '../table/ServerTable';
import { ConfirmDeactivate } from './ConfirmDeactivate';
import { ConfirmResetFactors } from './ConfirmResetFactors';
import type { EditedUser } from './UserDialog';
import { useMutationPayload } from '../../../ui/useMutationPayload';

export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    key
    name
    username
    userType
    roleLabel
    status
    lastLogin
    celCheck
    poOnly
    viewerCanResetSecondFactors
    client {
      key
      name
      isProvider
    }
  }
`);

const SetUserActiveMutation = graphql(`
  mutation SetUserActive($input: SetUserActiveInput!) {
    setUserActive(input: $input) {
      user {
        ...UserStatus_user
      }
      errors {
        message
      }
    }
  }
`);

const SendPasswordResetLinkMutation = graphql(`
  mutation SendPasswordResetLink($key: ID!) {
    sendPasswordResetLink(input: { key: $key }) {
      message
      errors {
        message
      }
    }
  }
`);

const ResetSecondFactorsMutation = graphql(`
  mutation ResetSecondFactors($key: ID!) {
    resetSecondFactors(input: { key: $key }) {
      reset
      errors {
        message
      }
    }
  }
`);

const STATUS: Record<UserRow_UserFragment['status'], { label: string; intent: 'success' | 'none' | 'warning' }> = {
  active: { label: 'Active', intent: 'success' },
  inactive: { label: 'Inactive', intent: 'none' },
  pending: { label: 'Pending', intent: 'warning' },
};

/**
 * One user of the Users table; a click (or Enter) opens its menu: edit, activate or deactivate, reset password.
 * Its checkbox selects it for the bulk actions without opening the menu.
 */
export function UserRow(props: {
  user: FragmentType<typeof UserRowFragment>;
  menuOpen: boolean;
  onMenu(open: boolean): void;
  onEdit(user: EditedUser): void;
  onChanged(): void;
  selected: boolean;
  onSelect(selected: boolean): void;
}) {
  const user = getFragmentData(UserRowFragment, props.user);
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  const [setActive] = useMutation(SetUserActiveMutation);
  const [sendReset] = useMutation(SendPasswordResetLinkMutation);
  const activating = user.status !== 'active';
  const [confirming, setConfirming] = useState(false);
  const [resetFactors] = useMutation(ResetSecondFactorsMutation);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function resetSecondFactors() {
    setResetting(true);
    await run(async () => (await resetFactors({ variables: { key: user.key } })).data?.resetSecondFactors, {
      success: 'Second factors reset!',
      failed: 'The second factors were not reset.',
      thrown: 'after',
    });
    setResetting(false);
    setConfirmingReset(false);
    focusRow(user.key);
  }

  async function toggleActive() {
    props.onMenu(false);
    setConfirming(false);
    const done = await run(async () => (await setActive({ variables: { input: { key: user.key, active: activating } } })).data?.setUserActive, {
      success: user.status === 'pending' ? 'Registration approved!' : activating ? 'User activated!' : 'User deactivated!',
      failed: activating ? 'User activation process has failed!' : 'User deactivation process has failed!',
      thrown: 'after',
    });
    if (done) props.onChanged();
  }

  async function resetPassword() {
    props.onMenu(false);
    if (!isValidEmail(user.username)) {
      snackbar.error('Not a valid email!');
      return;
    }
    const sent = await run(async () => (await sendReset({ variables: { key: user.key } })).data?.sendPasswordResetLink, {
      failed: 'The reset link was not sent.',
      reason: 'instead',
      thrown: 'after',
      ok: (payload) => Boolean(payload.message),
    });
    if (sent?.message) snackbar.success(sent.message);
  }

  const status = STATUS[user.status];
  return (
    <>
    <ConfirmDeactivate
      name={user.name}
      open={confirming}
      onCancel={() => {
        setConfirming(false);
        focusRow(user.key);
      }}
      onConfirm={() => void toggleActive().then(() => focusRow(user.key))}
    />
    <ConfirmResetFactors
      name={user.name}
      open={confirmingReset}
      loading={resetting}
      onCancel={() => {
        setConfirmingReset(false);
        focusRow(user.key);
      }}
      onConfirm={() => void resetSecondFactors()}
    />
    <RowMenu
      rowKey={user.key}
      open={props.menuOpen}
      onOpenChange={props.onMenu}
      label={`${user.name}, ${user.username}`}
      menu={
        <>
          <MenuItem icon="edit" text="Edit User Details" onClick={() => props.onEdit(user)} />
          <MenuItem
            icon={activating ? 'confirm' : 'disable'}
            text={user.status === 'pending' ? 'Approve' : activating ? 'Activate' : 'Deactivate'}
            onClick={() => {
              if (activating) void toggleActive();
              else {
                props.onMenu(false);
                setConfirming(true);
              }
            }}
          />
          <MenuItem icon="key" text="Reset Password" onClick={resetPassword} />
          {user.viewerCanResetSecondFactors && (
            <MenuItem
              icon="shield"
              text="Reset Second Factors"
              onClick={() => {
                props.onMenu(false);
                setConfirmingReset(true);
              }}
            />
          )}
        </>
      }
    >
      <td className="fel-select-cell" onClick={(e) => e.stopPropagation()}>
        <Checkbox className="fel-select" checked={props.selected} onChange={(e) => props.onSelect(e.currentTarget.checked)} aria-label={`Select ${user.name}`} />
      </td>
      <td data-label="Name">{user.name}</td>
      <td data-label="Email" className="fel-cell-wrap">{user.username}</td>
      <td data-label="Organization">{user.client.name}</td>
      <td data-label="Role">{user.roleLabel}</td>
      <td data-label="Last Login">{formatInstant(user.lastLogin)}</td>
      <td data-label="Status">
        <Tag minimal intent={status.intent}>
          {status.label}
        </Tag>
      </td>
    </RowMenu>
    </>
  );
}
