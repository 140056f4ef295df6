import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, H2, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { addMoney } from '../../../../common/money';
import { plural } from '../../../../common/plural';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { GateDecisionDialog_DecisionFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDay } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { errorText, PHASE_LABEL, TRY_AGAIN } from '../projects/format';
import { CloseOutDialog } from './CloseOutDialog';
import { CloseOutSummary, CloseOutSummaryFragment } from './CloseOutSummary';
import { GateDecisionDialog, GateDecisionDialogFragment } from './GateDecisionDialog';
import { formatAmount, formatPct } from './outcome-format';
import './outcomes.css';

// A project's Outcomes tab (DOMAIN.md §3b): the committee's decisions in order and the project's close-out,
// recorded by those who may edit the project (also once it is finalized or deactivated).

export const OutcomesTabFragment = graphql(`
  fragment OutcomesTab_outcomes on ProjectOutcomes {
    key
    projectName
    viewerCanRecord
    nextStep
    reports {
      key
      phase
      method
      felIndex
      band
      signedOffAt
    }
    decisions {
      ...GateDecisionDialog_decision
    }
    lastApproval {
      key
      currency
    }
    closeOut {
      ...CloseOutSummary_closeOut
    }
  }
`);

const OutcomesQuery = graphql(`
  query ProjectOutcomes($key: ID!) {
    projectOutcomes(key: $key) {
      ...OutcomesTab_outcomes
    }
  }
`);

const RemoveMutation = graphql(`
  mutation RemoveGateDecision($input: RemoveGateDecisionInput!) {
    removeGateDecision(input: $input) {
      outcomes {
        ...OutcomesTab_outcomes
      }
      errors {
        field
        message
      }
    }
  }
`);

type Editing = { kind: 'decision'; decision: FragmentType<typeof GateDecisionDialogFragment> | null } | { kind: 'closeOut' };

const budgetOf = (d: GateDecisionDialog_DecisionFragment) => formatAmount(addMoney(d.base, d.contingency, d.escalation), d.currency);

/** /dashboard/{pkey}/outcomes: gate decisions and the close-out. */
export function OutcomesTab({ projectKey }: { projectKey: string }) {
  const run = useMutationPayload();
  const { data, loading, error } = useQuery(OutcomesQuery, { variables: { key: projectKey } });
  const [remove] = useMutation(RemoveMutation);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<GateDecisionDialog_DecisionFragment | null>(null);
  const outcomes = getFragmentData(OutcomesTabFragment, data?.projectOutcomes);
  if (!outcomes && loading) return <Spinner aria-label="Loading the outcomes" />;
  if (!outcomes) return <EmptyState level={2} icon="error" title="The outcomes could not be loaded" description={errorText(error)} />;

  const decisions = getFragmentData(GateDecisionDialogFragment, outcomes.decisions);
  const canRecord = outcomes.viewerCanRecord;
  const closed = outcomes.closeOut !== null && outcomes.closeOut !== undefined;
  const currency = outcomes.lastApproval?.currency ?? decisions.at(-1)?.currency ?? 'USD';

  async function confirmRemove() {
    const d = removing;
    setRemoving(null);
    if (!d) return;
    await run(async () => (await remove({ variables: { input: { key: projectKey, id: d.key, version: d.version } } })).data?.removeGateDecision, {
      success: 'Gate decision removed.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  return (
    <div>
      <Card className="fel-section" aria-label="Gate decisions">
        <div className="fel-workspace-header">
          <H2 className="fel-section-title">Gate decisions</H2>
          {canRecord && !closed && outcomes.reports.length > 0 && <Button icon="add" text="Record a decision" onClick={() => setEditing({ kind: 'decision', decision: null })} />}
        </div>
        {decisions.length === 0 ? (
          <EmptyState level={3} icon="take-action" title="No gate decision recorded yet" description={outcomes.nextStep ?? undefined} />
        ) : (
          <HTMLTable compact striped className="fel-projects-table" aria-label="Gate decisions">
            <thead>
              <tr>
                <th>Decided on</th>
                <th>Decision</th>
                <th>Report</th>
                <th>Budget (B as spent)</th>
                <th>Estimate</th>
                <th>Plan</th>
                {canRecord && <th className="fel-no-print">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {decisions.map((d, i) => (
                <tr key={d.key}>
                  <td data-label="Decided on">{formatDay(d.decidedOn)}</td>
                  <td data-label="Decision">
                    {d.decisionLabel}
                    {d.conditionsNote && <div className="fel-muted">{d.conditionsNote}</div>}
                  </td>
                  <td data-label="Report">
                    {PHASE_LABEL[d.report.phase]}, {d.report.felIndex.toFixed(2)} {d.report.band}
                  </td>
                  <td data-label="Budget (B as spent)">{budgetOf(d)}</td>
                  <td data-label="Estimate">
                    Class {d.estimateClass}, {formatPct(d.rangeLowPct)} to {formatPct(d.rangeHighPct)}
                  </td>
                  <td data-label="Plan">
                    {formatDay(d.plannedAuthorization)} to {formatDay(d.plannedMechanicalCompletion)}
                  </td>
                  {canRecord && (
                    <td className="fel-no-print">
                      <Button minimal icon="edit" aria-label={`Edit the decision of ${formatDay(d.decidedOn)}`} onClick={() => setEditing({ kind: 'decision', decision: outcomes.decisions[i] ?? null })} />
                      <Button minimal icon="trash" intent="danger" aria-label={`Remove the decision of ${formatDay(d.decidedOn)}`} onClick={() => setRemoving(d)} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <p className="fel-muted">
          {plural(decisions.length, 'decision')} recorded. A deferral and a later approval are two decisions; the close-out belongs to the last approval.
        </p>
      </Card>
      <Card className="fel-section" aria-label="Close-out">
        <div className="fel-workspace-header">
          <H2 className="fel-section-title">Close-out</H2>
          {canRecord && outcomes.lastApproval && (
            <Button icon={closed ? 'edit' : 'add'} text={closed ? 'Edit the close-out' : 'Record the close-out'} onClick={() => setEditing({ kind: 'closeOut' })} />
          )}
        </div>
        {outcomes.closeOut ? (
          <CloseOutSummary closeOut={outcomes.closeOut} />
        ) : (
          <EmptyState level={3} icon="flag" title="No close-out yet" description={outcomes.nextStep ?? undefined} />
        )}
      </Card>
      {editing?.kind === 'decision' && (
        <GateDecisionDialog projectKey={projectKey} reports={outcomes.reports} editing={editing.decision} currency={currency} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'closeOut' && <CloseOutDialog projectKey={projectKey} currency={currency} closeOut={getFragmentData(CloseOutSummaryFragment, outcomes.closeOut) ?? null} onClose={() => setEditing(null)} />}
      <ConfirmDialog title="Remove this gate decision?" isOpen={removing !== null} intent="danger" cancelText="Cancel" confirmText="Remove" onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemove()}>
        <p>Remove the decision of {removing ? formatDay(removing.decidedOn) : ''}? Its history is kept.</p>
      </ConfirmDialog>
    </div>
  );
}
