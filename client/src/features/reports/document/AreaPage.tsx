import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { Area } from '../../../gql/graphql';
import { areaFormula, two } from './explain';

export const AreaPageFragment = graphql(`
  fragment AreaPage_report on Report {
    score {
      areas {
        area
        label
        index
        applicable
        notApplicable
        weightSum
        weightedGap
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
      gap
      evidence
      comment
    }
  }
`);

/** Four boxes for the levels 1 … 4: the answer filled (coloured by its gap), the target outlined. */
export function LevelScale({ level, target, gap }: { level: number | null | undefined; target: number; gap: number }) {
  return (
    <span className="fel-report-levels" aria-hidden>
      {[1, 2, 3, 4].map((n) => (
        <span key={n} className={`${n === level ? `fel-report-level-on fel-report-gap-${Math.min(gap, 3)}` : ''} ${n === target ? 'fel-report-level-target' : ''}`.trim()}>
          {n}
        </span>
      ))}
    </span>
  );
}

/** Pages 3–5: one area's questions, each with its level against the target, the gap and the evidence. */
export function AreaPage({ area, ...props }: { report: FragmentType<typeof AreaPageFragment>; area: Area }) {
  const report = getFragmentData(AreaPageFragment, props.report);
  const score = report.score.areas.find((a) => a.area === area);
  const questions = report.questions.filter((q) => q.area === area);
  const gaps = questions.filter((q) => q.gap > 0).length;
  return (
    <>
      <p className="fel-report-lead" data-testid={`report-area-page-${area}`}>
        <strong>
          {score?.label} index {two(score?.index)}
        </strong>{' '}
        = {areaFormula({ weightSum: score?.weightSum ?? 0, weighted: score?.weightedGap ?? 0 })} · {questions.length} questions: {score?.applicable ?? 0} counted, {score?.notApplicable ?? 0} N/A · {gaps} short of target. Boxes show
        levels 1–4: the answer filled, the target outlined.
      </p>
      <table className="fel-report-table fel-report-questions">
        <thead>
          <tr>
            <th className="fel-report-col-code">Code</th>
            <th className="fel-report-col-title">Question</th>
            <th className="fel-report-col-weight">Weight</th>
            <th className="fel-report-col-level">Level vs target</th>
            <th className="fel-report-col-gap">Gap</th>
            <th>Evidence and comment</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q.code} data-code={q.code} className={q.gap > 0 ? 'fel-report-row-gap' : undefined}>
              <td className="fel-report-col-code">{q.code}</td>
              <td className="fel-report-col-title">
                <div className="fel-report-clamp-2">{q.title}</div>
              </td>
              <td className="fel-report-col-weight">{q.weightLabel}</td>
              <td className="fel-report-col-level">
                {q.na ? (
                  <div className="fel-report-clamp-2">
                    <strong>N/A</strong> {q.naReason}
                  </div>
                ) : (
                  <>
                    <LevelScale level={q.level} target={q.target} gap={q.gap} /> <span className="fel-report-small fel-report-muted">target {q.target}</span>
                    <div className="fel-report-clamp-1 fel-report-small">
                      {q.level} {q.levelLabel}
                    </div>
                  </>
                )}
              </td>
              <td className="fel-report-col-gap">
                {q.na ? '—' : q.gap}
                {q.gap > 0 && <div className="fel-report-small">× {q.weight} = {q.weight * q.gap}</div>}
              </td>
              <td>
                <div className="fel-report-clamp-2">{q.evidence || <span className="fel-report-muted">No evidence recorded</span>}</div>
                {q.comment && <div className="fel-report-clamp-1 fel-report-muted">{q.comment}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
