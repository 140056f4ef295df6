import { Button, Classes, PopoverNext } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import type { SessionViewer } from '../../auth/session-api';
import { useSnackbar } from '../../ui/snackbar';

/** "21 months", "1 month" (spec §9: never below 0; the server already clamps). */
const months = (n: number) => `${Math.max(0, n)} ${n === 1 ? 'month' : 'months'}`;

function ProfileCard({ viewer }: { viewer: SessionViewer }) {
  const session = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { user, organization, activeOrganization } = viewer;

  async function signOut() {
    setSigningOut(true);
    const failure = await session.signOut();
    if (failure) {
      setSigningOut(false);
      snackbar.error(failure);
      return;
    }
    navigate('/sign-in', { replace: true });
  }

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
        <dd data-testid="profile-expiration">{format(parseISO(organization.licenseDue), 'MMMM yyyy')}</dd>
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
      {viewer.permissions.viewerCanUseGraphQLExplorer && (
        <Button variant="minimal" icon="console" text="GraphQL explorer" alignText="start" fill className={Classes.POPOVER_DISMISS} onClick={() => navigate('/dashboard/api-explorer')} />
      )}
      <Button intent="primary" icon="log-out" text="Sign out" loading={signingOut} onClick={signOut} fill />
    </div>
  );
}

/** The profile icon and its popup: who is signed in, the licence, and Sign out. */
export function ProfileMenu({ viewer }: { viewer: SessionViewer }) {
  return (
    <PopoverNext content={<ProfileCard viewer={viewer} />} placement="bottom-end" popoverClassName="fel-profile-popover">
      <Button variant="minimal" icon="user" aria-label="Profile" title={viewer.user.name} />
    </PopoverNext>
  );
}
