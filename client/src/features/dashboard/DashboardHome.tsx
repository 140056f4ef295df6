import { Button, Card, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useSession, useViewer } from '../../auth/session';
import { useSnackbar } from '../../ui/snackbar';
import { ProjectListSection } from '../projects/ProjectListSection';

/** /dashboard: the active client (issue 3) above the project list (issue 5). */
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
      <ProjectListSection />
    </main>
  );
}
