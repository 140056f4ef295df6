import { useQuery } from '@apollo/client/react';
import { Button, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { UnsavedAnswersGuard } from './autosave/UnsavedAnswersGuard';
import { errorText } from './format';
import { OutcomesTab } from '../outcomes/OutcomesTab';
import { ActionsTab } from './workspace/ActionsTab';
import { DetailsTab } from './workspace/DetailsTab';
import { PhaseTab } from './workspace/PhaseTab';
import { ProjectHeader } from './workspace/ProjectHeader';
import { ScreeningPrompt } from './workspace/ScreeningPrompt';
import { TeamTab } from './workspace/TeamTab';
import { Method3Banner } from './workspace/Method3Banner';
import { RegisterTab } from './register/RegisterTab';
import './projects.css';

const ProjectWorkspaceQuery = graphql(`
  query ProjectWorkspace($key: ID!) {
    project(key: $key) {
      key
      name
      fel20
      phases
      currentPhase
      ...ProjectHeader_project
      ...DetailsTab_project
      ...ScreeningPrompt_project
    }
  }
`);

const TABS = ['details', 'fel2', 'fel3', 'register', 'team', 'actions', 'outcomes'] as const;
type TabId = (typeof TABS)[number];
const isTab = (v: string): v is TabId => TABS.some((t) => t === v);

/** Whether a failed query means "this project does not exist for you". */
const isNotFound = (error: unknown) => error instanceof Error && /not found/i.test(error.message);

/** /dashboard/{pkey}/*: the project workspace — details, FEL 2 and FEL 3 questionnaires, the deliverables register, team, actions, outcomes. */
export function ProjectWorkspace() {
  const navigate = useNavigate();
  const params = useParams();
  const key = params.pkey ?? '';
  const [first = ''] = (params['*'] ?? '').split('/');
  const { data, loading, error } = useQuery(ProjectWorkspaceQuery, { variables: { key } });
  const project = data?.project;

  if (!project && loading) return <Spinner aria-label="Loading the project" className="fel-page" />;
  if (!project) {
    return (
      <div className="fel-page">
        <EmptyState
          level={1}
          icon={isNotFound(error) ? 'search' : 'error'}
          title={isNotFound(error) ? 'Project not found' : 'The project could not be loaded'}
          description={isNotFound(error) ? 'It does not exist, or it is not one you may see.' : errorText(error)}
          action={<Button intent="primary" text="Back to projects" onClick={() => navigate('/dashboard')} />}
        />
      </div>
    );
  }
  const tab: TabId = isTab(first) && (first !== 'fel2' || project.fel20) ? first : project.currentPhase;

  return (
    <div className="fel-page">
      <UnsavedAnswersGuard projectKey={project.key} />
      <ProjectHeader project={project} />
      <ScreeningPrompt project={project} />
      <Method3Banner projectKey={project.key} fel2={project.fel20} />
      <Tabs
        id="project-tabs"
        className="fel-workspace-tabs fel-no-print"
        selectedTabId={tab}
        onChange={(id) => navigate(`/dashboard/${project.key}/${String(id)}`)}
        large
      >
        {/* TAB_ARROW_KEYS: each Tab says disabled={false}. Blueprint's arrow keys move between tabs with
            aria-disabled="false" only, which comes from Tab's defaultProps; React 19's JSX runtime no longer puts
            defaultProps in the props Tabs reads, so without it the arrows do nothing. */}
        <Tab id="details" title="Details" disabled={false} />
        {project.fel20 && <Tab id="fel2" title="FEL 2" disabled={false} />}
        <Tab id="fel3" title="FEL 3" disabled={false} />
        <Tab id="register" title="Register" disabled={false} />
        <Tab id="team" title="Team" disabled={false} />
        <Tab id="actions" title="Actions" disabled={false} />
        <Tab id="outcomes" title="Outcomes" disabled={false} />
      </Tabs>
      {/* The selected tab's panel, with the id Blueprint's tab points at (aria-controls). */}
      <div role="tabpanel" id={`bp6-tab-panel_project-tabs_${tab}`} aria-labelledby={`bp6-tab-title_project-tabs_${tab}`}>
        {tab === 'details' && <DetailsTab project={project} />}
        {(tab === 'fel2' || tab === 'fel3') && <PhaseTab key={tab} projectKey={project.key} phase={tab} />}
        {tab === 'register' && <RegisterTab projectKey={project.key} />}
        {tab === 'team' && <TeamTab projectKey={project.key} />}
        {tab === 'actions' && <ActionsTab projectKey={project.key} />}
        {tab === 'outcomes' && <OutcomesTab projectKey={project.key} />}
      </div>
    </div>
  );
}
