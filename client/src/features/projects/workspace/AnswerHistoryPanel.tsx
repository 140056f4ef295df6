import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { AnswerChangeKind, AnswerField, AnswerHistoryQuery, Phase } from '../../../gql/graphql';
import { formatDay, formatDayTime } from '../../../ui/dates';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { useHelp } from '../../shell/help/help-context';
import { errorText, TRY_AGAIN } from '../format';

// The History panel of a question card: every change of the answer, newest first, with what it changed
// and who made it; "Restore this version" saves that content again as a new change (under the usual
// version check, so a restore over someone else's newer save is refused and shows theirs).

const AnswerHistoryQueryDoc = graphql(`
  query AnswerHistory($key: ID!, $phase: Phase!, $code: String!, $after: String) {
    project(key: $key) {
      key
      answerHistory(phase: $phase, code: $code, first: 50, after: $after) {
        endCursor
        hasMore
        nodes {
        id
        version
        kind
        changed
        level
        na
        naReason
        comment
        evidence
        revisit
        action {
          text
          owner
          due
          status
        }
        changedBy {
          key
          name
        }
        changedAt
        restoredFromVersion
        }
      }
    }
  }
`);

const RestoreMutation = graphql(`
  mutation RestoreAnswerVersion($input: RestoreAnswerInput!) {
    restoreAnswerVersion(input: $input) {
      answer {
        version
      }
      current {
        version
        answeredBy {
          key
          name
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

type Change = NonNullable<AnswerHistoryQuery['project']>['answerHistory']['nodes'][number];

const KIND: Record<AnswerChangeKind, (c: Change) => string> = {
  save: () => 'Saved',
  restore: (c) => `Restored version ${c.restoredFromVersion ?? ''}`.trim(),
  copy: () => 'Copied from FEL 2',
  duplicate: () => 'Came with the duplicated project',
  clear: () => 'Cleared',
};

const FIELD: Record<AnswerField, string> = { level: 'level', na: 'N/A', comment: 'comment', evidence: 'evidence', action: 'action', revisit: 'revisit flag' };

/** The answer as it stood after a change, in one line per part that has content. */
function contentLines(c: Change): string[] {
  const lines = [c.na ? `N/A — ${c.naReason}` : c.level === null ? 'No level' : `Level ${c.level}`];
  if (c.comment) lines.push(`Comment: ${c.comment}`);
  if (c.evidence) lines.push(`Evidence: ${c.evidence}`);
  if (c.action) lines.push(`Action: ${c.action.text}${c.action.owner ? ` — ${c.action.owner}` : ''}${c.action.due ? `, due ${formatDay(c.action.due)}` : ''} (${c.action.status})`);
  if (c.revisit) lines.push('Flagged to revisit');
  return lines;
}


type Props = { projectKey: string; phase: Phase; code: string; currentVersion: number; readOnly: boolean; onRestored(): void };

export function AnswerHistoryPanel({ projectKey, phase, code, currentVersion, readOnly, onRestored }: Props) {
  const run = useMutationPayload();
  const help = useHelp();
  const { data, loading, error, refetch, fetchMore } = useQuery(AnswerHistoryQueryDoc, { variables: { key: projectKey, phase, code }, fetchPolicy: 'network-only' });
  const [restore, { loading: restoring }] = useMutation(RestoreMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const changes = data?.project?.answerHistory.nodes ?? [];
  const older = data?.project?.answerHistory.hasMore ? data.project.answerHistory.endCursor : null;

  async function restoreVersion(change: Change) {
    setProblem(null);
    // A refused restore (someone else saved meanwhile) still reloads: the card and the history show what is current.
    let refused = false;
    const restored = await run(
      async () => (await restore({ variables: { input: { key: projectKey, phase, code, changeId: change.id, version: currentVersion } } })).data?.restoreAnswerVersion,
      { success: `Version ${change.version} of ${code} restored.`, failed: TRY_AGAIN, reason: 'instead', thrown: 'instead', show: setProblem, refused: () => (refused = true) },
    );
    if (!restored && !refused) return;
    onRestored();
    await refetch();
  }

  return (
    <section className="fel-answer-history" aria-label={`History of ${code}`} data-testid="answer-history">
      <Button minimal small icon="help" text="How the history works" onClick={() => help.open('answer-history')} />
      {loading && <Spinner size={20} />}
      {error && <Callout intent="danger">{errorText(error, 'The history could not be loaded.')}</Callout>}
      {problem && (
        <Callout intent="warning" role="alert">
          {problem}
        </Callout>
      )}
      {!loading && !error && changes.length === 0 && <p className="fel-muted">No changes yet.</p>}
      <ol className="fel-answer-history-list">
        {changes.map((c, i) => (
          <li key={c.id} data-testid="history-entry">
            <div className="fel-question-meta">
              <strong>{KIND[c.kind](c)}</strong> · {c.changedBy?.name ?? 'a deleted user'} · {formatDayTime(c.changedAt)} · version {c.version}
              {i === 0 && c.kind !== 'clear' && (
                <Tag minimal className="fel-question-tag">
                  current
                </Tag>
              )}
            </div>
            {c.changed.length > 0 && <div>Changed: {c.changed.map((f) => FIELD[f]).join(', ')}</div>}
            <ul className="fel-answer-history-content">
              {contentLines(c).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {!readOnly && i > 0 && (
              <Button small icon="undo" text="Restore this version" loading={restoring} onClick={() => void restoreVersion(c)} />
            )}
          </li>
        ))}
      </ol>
      {older && <Button small text="Show older changes" onClick={() => void fetchMore({ variables: { after: older } })} />}
    </section>
  );
}
