import { Button, Card, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useSession, useViewer } from '../../auth/session';
import { useSnackbar } from '../../ui/snackbar';

/** The signed-in landing page: who is signed in and for which organization. */
export function DashboardHome() {
  const viewer = useViewer();
  const session = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  return (
    <main className="fel-page">
      <Card>
        <H2>Welcome, {viewer.user.name}</H2>
        <p data-testid="viewer-organization">Organization: {viewer.activeOrganization.name}</p>
        <Button
          text="Sign out"
          icon="log-out"
          onClick={async () => {
            const error = await session.signOut();
            if (error) snackbar.error(error);
            else navigate('/sign-in');
          }}
        />
      </Card>
    </main>
  );
}
