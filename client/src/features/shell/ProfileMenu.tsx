import { Button, Classes, PopoverNext } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import type { SessionViewer } from '../../auth/session-api';
import { useSnackbar } from '../../ui/snackbar';
import { AccountDialog } from './AccountDialog';
import { useHelp } from './help/help-context';
import { sendAndWait, useAnswerQueue } from '../projects/autosave/AnswerQueueProvider';
import { unsavedText } from '../projects/autosave/UnsavedAnswersGuard';
import { formatMonth } from '../../ui/dates';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { plural } from '../../../../common/plural';

/** "21 months", "1 month" (spec §9: never below 0; the server already clamps). */
const months = (n: number) => plural(Math.max(0, n), 'month');

/**
 * Sign out: answers not yet on the server are sent first; when some cannot go, the person is asked (they
 * stay in this browser, kept for this user, and go the next time this user signs in here).
 */
function useSignOut() {
  const session = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queue = useAnswerQueue();
  const [signingOut, setSigningOut] = useState(false);
  const [unsaved, setUnsaved] = useState<number | null>(null);

  async function signOut(confirmed: boolean) {
    setUnsaved(null);
    setSigningOut(true);
    const left = confirmed ? 0 : await sendAndWait(queue);
    if (left > 0) {
      setSigningOut(false);
      setUnsaved(left);
      return;
    }
    const failure = await session.signOut();
    if (failure) {
      setSigningOut(false);
      snackbar.error(failure);
      return;
    }
    navigate('/sign-in', { replace: true });
  }

  return { signingOut, unsaved, signOut, stay: () => setUnsaved(null) };
}

/** `afterClose` runs an opening once the menu has gone (see ProfileMenu). */
function ProfileCard(props: { viewer: SessionViewer; signingOut: boolean; onSignOut(): void; onAccount(): void; afterClose(open: () => void): void }) {
  const { viewer, signingOut, onSignOut, onAccount, afterClose } = props;
  const { user, organization, activeOrganization } = viewer;
  const navigate = useNavigate();
  const help = useHelp();
  return (
    <div className="fel-profile" data-testid="profile-popup">
      <p className="fel-profile-name">{user.name}</p>
      <p className="fel-profile-email">{user.username}</p>
      <dl className="fel-profile-facts">
        <dt>Organization</dt>
        <dd data-testid="profile-organization">{organization.name}</dd>
        <dt>License Term</dt>
        <dd data-testid="profile-term">{months(organization.licenseTermMonths)}</dd>
        <dt>Expiration</dt>
        <dd data-testid="profile-expiration">{formatMonth(organization.licenseDue)}</dd>
        {activeOrganization.key !== organization.key && (
          <>
            <dt>Working on</dt>
            <dd>{activeOrganization.name}</dd>
          </>
        )}
      </dl>
      {viewer.permissions.viewerCanManageApiTokens && (
        <Button variant="minimal" icon="key" text="API tokens" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => navigate('/dashboard/api-tokens')} />
      )}
      {viewer.permissions.viewerCanManageSso && (
        <Button variant="minimal" icon="log-in" text="Single sign-on" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => navigate('/dashboard/sso')} />
      )}
      {viewer.permissions.viewerCanUseGraphQLExplorer && (
        <Button variant="minimal" icon="console" text="GraphQL explorer" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => navigate('/dashboard/api-explorer')} />
      )}
      <Button variant="minimal" icon="edit" text="My account (name, password)" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => afterClose(onAccount)} />
      <Button variant="minimal" icon="key-command" text="Keyboard shortcuts (?)" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => afterClose(help.openShortcuts)} />
      <Button intent="primary" icon="log-out" text="Sign out" loading={signingOut} onClick={onSignOut} fill />
    </div>
  );
}

/** The profile icon and its popup: who is signed in, the licence, and Sign out. */
export function ProfileMenu({ viewer }: { viewer: SessionViewer }) {
  const { signingOut, unsaved, signOut, stay } = useSignOut();
  const [account, setAccount] = useState(false);
  // My account and the shortcuts open once the menu has gone: the menu hands the focus back to its button when
  // its fade ends, and a dialog already open would lose it then (its focus trap keeps only its frame), whatever
  // the user had reached in it meanwhile, and would give it back on close to the menu item, gone by then; opened
  // after, the dialog takes the focus and gives it back to the button on close.
  // (A ref: Blueprint calls the onClosed of the render before the menu closed.)
  const requested = useRef<(() => void) | null>(null);
  const openRequested = () => {
    const open = requested.current;
    requested.current = null;
    open?.();
  };
  return (
    <>
      <PopoverNext
        content={<ProfileCard viewer={viewer} signingOut={signingOut} onSignOut={() => void signOut(false)} onAccount={() => setAccount(true)} afterClose={(open) => (requested.current = open)} />}
        placement="bottom-end"
        popoverClassName="fel-profile-popover"
        onClosed={openRequested}
      >
        <Button variant="minimal" icon="user" aria-label="Profile" title={viewer.user.name} />
      </PopoverNext>
      {account && <AccountDialog viewer={viewer} isOpen onClose={() => setAccount(false)} />}
      <ConfirmDialog
        title="Sign out with unsaved answers?"
        isOpen={unsaved !== null}
        intent="danger"
        icon="warning-sign"
        confirmText="Sign out anyway"
        cancelText="Stay signed in"
        onConfirm={() => void signOut(true)}
        onCancel={stay}
      >
        <p>
          <strong>Unsaved answers.</strong> {unsavedText(unsaved ?? 0)} If you sign out now, they stay in this browser and are sent the next time
          you sign in here.
        </p>
      </ConfirmDialog>
    </>
  );
}
