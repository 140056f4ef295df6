import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { Area, AreaPage2_ReportFragment } from '../../../gql/graphql';
import { LevelScale } from './AreaPage';
import { two } from './explain';
import { levelFormula } from './explain2';

export const AreaPage2Fragment = graphql(`
  fragment AreaPage2_report on Report {
    score {
      areas {
        area
        label
        index
        targetIndex
        applicable
        notApplicable
        weightSum
        absoluteWeightedGap
      }
    }
    questions {
      code
      area
      title
      weight
      weightLabel
      target
      level
      levelLabel
      na
      naReason
      naApprover
      gap
      evidence
      evidenceCounts
      comment
      claimedLevel
      scoredLevel
      unsupported
      limitedBy
      revisit
      gateCritical
      reviewedTo
      unsupportedReason
      entries {
        number
        revision
        revisionDate
        counts
      }
    }
  }
`);

type Question = AreaPage2_ReportFragment['questions'][number];

/** Why the scored level differs from the claimed one, in words. */
function scoredNote(q: Question): string | null {
  if (q.scoredLevel === null || q.scoredLevel === undefined || q.scoredLevel === q.claimedLevel) return null;
  if (q.reviewedTo !== null && q.reviewedTo !== undefined) return `claimed ${q.claimedLevel ?? '—'}, reviewed to ${q.reviewedTo}`;
  if (q.unsupported) return `claimed ${q.claimedLevel ?? '—'}, scored ${q.scoredLevel}: ${q.unsupportedReason ?? 'no evidence'}`;
  if (q.limitedBy) return `claimed ${q.claimedLevel ?? '—'}, scored ${q.scoredLevel}: limited by ${q.limitedBy}`;
  return `claimed ${q.claimedLevel ?? '—'}, scored ${q.scoredLevel}`;
}

/** Pages 3–5 of a method 2 or 3 report (method 3: the linked register entries as frozen, "reviewed to N"): per question the claimed and scored level against the target, the gap, the evidence or N/A. */
export function AreaPage2({ area, ...props }: { report: FragmentType<typeof AreaPage2Fragment>; area: Area }) {
  const report = getFragmentData(AreaPage2Fragment, props.report);
  const score = report.score.areas.find((a) => a.area === area);
  const questions = report.questions.filter((q) => q.area === area);
  const gaps = questions.filter((q) => q.gap > 0).length;
  const flagged = questions.filter((q) => q.revisit).length;
  return (
    <>
      <p className="fel-report-lead" data-testid={`report-area-page-${area}`}>
        <strong>
          {score?.label} index {two(score?.index)}
        </strong>{' '}
        = {levelFormula({ weightSum: score?.weightSum ?? 0, weightedFromOne: score?.absoluteWeightedGap ?? 0 })} (target {two(score?.targetIndex)}) · {score?.applicable ?? 0} rated,{' '}
        {score?.notApplicable ?? 0} N/A · {gaps} short of target · {flagged} flagged. Boxes: the scored level filled, the target outlined · ◆ gate-critical · ⚑ revisit.
      </p>
      <table className="fel-report-table fel-report-questions fel-report-questions-2">
        <thead>
          <tr>
            <th className="fel-report-col-code">Code</th>
            <th className="fel-report-col-title">Question</th>
            <th className="fel-report-col-weight">Weight</th>
            <th className="fel-report-col-level">Scored level vs target</th>
            <th className="fel-report-col-gap">Gap</th>
            <th>Evidence, N/A justification, comment</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => {
            const note = scoredNote(q);
            return (
              <tr key={q.code} data-code={q.code} className={q.gap > 0 ? 'fel-report-row-gap' : undefined}>
                <td className="fel-report-col-code">{q.code}</td>
                <td className="fel-report-col-title">
                  <div className="fel-report-clamp-2">
                    {q.gateCritical && (
                      <span className="fel-report-mark" title="Gate-critical" data-testid="gate-critical">
                        ◆{' '}
                      </span>
                    )}
                    {q.revisit && (
                      <span className="fel-report-mark fel-report-mark-revisit" title="Flagged to revisit" data-testid="revisit">
                        ⚑ revisit{' '}
                      </span>
                    )}
                    {q.title}
                  </div>
                </td>
                <td className="fel-report-col-weight">{q.weightLabel}</td>
                <td className="fel-report-col-level">
                  {q.na ? (
                    <strong>N/A</strong>
                  ) : (
                    <>
                      <LevelScale level={q.scoredLevel ?? q.level} target={q.target} gap={q.gap} /> <span className="fel-report-small fel-report-muted">target {q.target}</span>
                      <div className="fel-report-clamp-1 fel-report-small">{note ?? `${q.level ?? ''} ${q.levelLabel}`}</div>
                    </>
                  )}
                </td>
                <td className="fel-report-col-gap">
                  {q.na ? '—' : q.gap}
                  {q.gap > 0 && (
                    <div className="fel-report-small">
                      × {q.weight} = {q.weight * q.gap}
                    </div>
                  )}
                </td>
                <td>
                  {q.na ? (
                    <div className="fel-report-clamp-2">
                      N/A: {q.naReason}
                      {q.naApprover && <span className="fel-report-muted"> (approved by {q.naApprover})</span>}
                    </div>
                  ) : (
                    <div className="fel-report-clamp-2">
                      {q.entries.length > 0 ? (
                        <span data-testid="report-entries">
                          {q.entries.map((e, i) => (
                            <span key={e.number}>
                              {i > 0 && '; '}
                              {e.number} {e.revision ? `rev ${e.revision}` : ''} {e.revisionDate ?? ''}
                              {!e.counts && <span className="fel-report-muted"> (does not count)</span>}
                            </span>
                          ))}
                        </span>
                      ) : q.evidence ? (
                        <>
                          {q.evidence}
                          {!q.evidenceCounts && <span className="fel-report-muted"> (copied from FEL 2, not edited: does not count)</span>}
                        </>
                      ) : (
                        <span className="fel-report-no-evidence">no evidence</span>
                      )}
                    </div>
                  )}
                  {q.comment && <div className="fel-report-clamp-1 fel-report-muted">{q.comment}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
