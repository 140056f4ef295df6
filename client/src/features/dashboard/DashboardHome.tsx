import { Card, H1, H2 } from '@blueprintjs/core';
import { useViewer } from '../../auth/session';
import { EmptyState } from '../../ui/EmptyState';
import { ProjectListSection } from '../projects/ProjectListSection';
import { ClientSwitcher } from './ClientSwitcher';
import './dashboard.css';

/** /dashboard: the active client, with the client switcher for those who may switch, above the project list. */
export function DashboardHome() {
  const viewer = useViewer();
  const active = viewer.activeOrganization;
  return (
    <div className="fel-page">
      <Card className="fel-active-client">
        <div className="fel-active-client-text">
          <p className="fel-welcome">Welcome, {viewer.user.name}</p>
          <p className="fel-active-client-label">Active client</p>
          <H1 data-testid="active-client" className="fel-page-title">{active.isProvider ? 'No client chosen' : active.name}</H1>
        </div>
        {viewer.permissions.viewerCanImpersonate && <ClientSwitcher viewer={viewer} />}
      </Card>
      {active.isProvider && viewer.permissions.viewerCanImpersonate ? (
        <Card className="fel-projects">
          <H2 className="fel-section-title">Projects</H2>
          <EmptyState
            level={3}
            icon="office"
            title="Choose a client to see its projects"
            description="Projects belong to client organizations. Pick one under Switch client above; every screen then works on that client."
          />
        </Card>
      ) : (
        <ProjectListSection />
      )}
    </div>
  );
}
