import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { GapCells, gapsRanked } from './report-parts';
import { actionState, gapsThatFit, ownerAndDue } from './explain2';
import { plural, pluralNoun } from '../../../../../common/plural';

export const RecommendationsPage2Fragment = graphql(`
  fragment RecommendationsPage2_report on Report {
    recommendations {
      rank
      code
      area
      title
      weight
      level
      target
      gap
      priority
      nextDeliverable
      action {
        text
        owner
        due
        status
      }
      actionComplete
      actionProblem
    }
  }
`);

/**
 * Page 7 of a method 2 report: every gap by priority with its title, the action's owner and due date (never cut),
 * what the action does and the next deliverable (shortened with an ellipsis on paper). On screen every gap is in
 * full; on paper the gaps that do not fit are counted.
 */
export function RecommendationsPage2({ ...props }: { report: FragmentType<typeof RecommendationsPage2Fragment> }) {
  const report = getFragmentData(RecommendationsPage2Fragment, props.report);
  const all = report.recommendations;
  if (all.length === 0) {
    return <p className="fel-report-lead">Every rated question meets its target: there is no gap to close.</p>;
  }
  const printed = gapsThatFit(all);
  const more = all.length - printed;
  const complete = all.filter((r) => r.actionComplete).length;
  return (
    <>
      <p className="fel-report-lead">
        {gapsRanked(all.length)} {complete} of them {pluralNoun(complete, 'has', 'have')} a complete action (what, a named owner, due in time and not after the gate).
      </p>
      <table className="fel-report-table fel-report-recommendations fel-report-recommendations-2" data-testid="report-recommendations">
        <thead>
          <tr>
            <th>#</th>
            <th className="fel-report-col-rec">Question</th>
            <th>W × gap</th>
            <th className="fel-report-col-owner">Owner and due date</th>
            <th className="fel-report-col-action">Action and next deliverable</th>
          </tr>
        </thead>
        <tbody>
          {all.map((r, i) => (
            <tr key={r.code} data-code={r.code} className={i >= printed ? 'fel-report-no-print' : undefined}>
              <GapCells gap={r} />
              <td className="fel-report-col-owner" data-testid="report-action-owner">
                <div>{ownerAndDue(r.action)}</div>
                <div className={r.actionComplete ? 'fel-report-small fel-report-ok' : 'fel-report-small fel-report-problem'}>{actionState(r.actionComplete, r.actionProblem)}</div>
              </td>
              <td className="fel-report-col-action">
                <div className="fel-report-clamp-2">{r.action?.text ? r.action.text : <span className="fel-report-muted">No action recorded</span>}</div>
                <div className="fel-report-clamp-1 fel-report-muted">Next: {r.nextDeliverable}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && (
        <p className="fel-report-print-only fel-report-more-gaps" data-testid="report-more-gaps">
          +{plural(more, 'more gap')}: full list on screen and in the CSV.
        </p>
      )}
    </>
  );
}
