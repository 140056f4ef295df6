import { useQuery } from '@apollo/client/react';
import { Card, H2, HTMLTable, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDay, localDay } from '../../../ui/dates';
import { isOverdue } from '../action-overdue';
import { errorText, PHASE_LABEL } from '../format';

const ActionsQuery = graphql(`
  query ProjectActions($key: ID!, $status: ActionStatus) {
    project(key: $key) {
      key
      actions(status: $status) {
        phase
        questionCode
        questionTitle
        text
        owner
        due
        status
      }
    }
  }
`);

/** The project's actions by due date: open ones, or all. */
export function ActionsTab({ projectKey }: { projectKey: string }) {
  const [showDone, setShowDone] = useState(false);
  const { data, loading, error } = useQuery(ActionsQuery, { variables: { key: projectKey, status: showDone ? null : 'open' }, fetchPolicy: 'cache-and-network' });
  const actions = data?.project.actions;
  const today = localDay();
  return (
    <Card className="fel-section">
      <div className="fel-workspace-header">
        <H2 className="fel-section-title">{showDone ? 'All actions' : 'Open actions'}</H2>
        <Switch label="Show done actions" checked={showDone} onChange={(e) => setShowDone(e.currentTarget.checked)} />
      </div>
      {!actions && loading && <Spinner aria-label="Loading the actions" />}
      {!actions && error && <EmptyState level={3} icon="error" title="The actions could not be loaded" description={errorText(error)} />}
      {actions && actions.length === 0 && (
        <EmptyState level={3} icon="tick-circle" title="No open actions" description="An answer short of its target can carry an action (what, owner, due date) to close the gap." />
      )}
      {actions && actions.length > 0 && (
        <HTMLTable className="fel-projects-table" striped aria-label="Actions">
          <thead>
            <tr>
              <th>Due</th>
              <th>Action</th>
              <th>Owner</th>
              <th>Question</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={`${a.phase}-${a.questionCode}`}>
                <td data-label="Due">
                  {a.due ? formatDay(a.due) : '—'} {isOverdue(a, today) && <Tag intent="danger" minimal>Overdue</Tag>}
                </td>
                <td data-label="Action">{a.text}</td>
                <td data-label="Owner">{a.owner}</td>
                <td data-label="Question">
                  {PHASE_LABEL[a.phase]} {a.questionCode} {a.questionTitle}
                </td>
                <td data-label="Status">{a.status === 'done' ? 'Done' : 'Open'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
