import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { GapCells, gapsRanked } from './report-parts';
import { formatDay } from '../../../ui/dates';
import { pluralNoun } from '../../../../../common/plural';

export const RecommendationsPageFragment = graphql(`
  fragment RecommendationsPage_report on Report {
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
    }
  }
`);

/** On paper, the gaps shown in full on the one page; the rest are listed by code and priority. On screen, all are in full. */
const DETAILED = 10;

/** Page 7: the gaps ranked by weight × gap, each with the next deliverable and the action the team recorded. */
export function RecommendationsPage({ ...props }: { report: FragmentType<typeof RecommendationsPageFragment> }) {
  const report = getFragmentData(RecommendationsPageFragment, props.report);
  const all = report.recommendations;
  const rest = all.slice(DETAILED);
  if (all.length === 0) {
    return <p className="fel-report-lead">Every applicable question meets its target: there is no gap to close.</p>;
  }
  const withAction = all.filter((r) => r.action).length;
  return (
    <>
      <p className="fel-report-lead">
        {gapsRanked(all.length)} {withAction} of them {pluralNoun(withAction, 'has', 'have')} an action recorded.
      </p>
      <table className="fel-report-table fel-report-recommendations" data-testid="report-recommendations">
        <thead>
          <tr>
            <th>#</th>
            <th className="fel-report-col-rec">Question</th>
            <th>Priority</th>
            <th>Next deliverable</th>
            <th className="fel-report-col-action">Action recorded</th>
          </tr>
        </thead>
        <tbody>
          {all.map((r, i) => (
            <tr key={r.code} data-code={r.code} className={i >= DETAILED ? 'fel-report-no-print' : undefined}>
              <GapCells gap={r} titleClass="fel-report-clamp-2" />
              <td>
                <div className="fel-report-clamp-3">{r.nextDeliverable}</div>
              </td>
              <td className="fel-report-col-action">
                {r.action ? (
                  <div className="fel-report-clamp-3">
                    {r.action.text}
                    <span className="fel-report-muted">
                      {r.action.owner ? ` — ${r.action.owner}` : ''}
                      {r.action.due ? `, due ${formatDay(r.action.due)}` : ''} ({r.action.status === 'done' ? 'done' : 'open'})
                    </span>
                  </div>
                ) : (
                  <span className="fel-report-muted">No action recorded</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rest.length > 0 && (
        <div className="fel-report-print-only">
          <h3 className="fel-report-h3">Also short of target ({rest.length})</h3>
          <ol className="fel-report-rest">
            {rest.map((r) => (
              <li key={r.code} value={r.rank}>
                {r.code} · {r.priority}
                {r.action ? ' · action' : ''}
              </li>
            ))}
          </ol>
          <p className="fel-report-small fel-report-muted">
            Code · weight × gap; “action” when the team recorded one. On screen every gap is listed in full with its next deliverable.
          </p>
        </div>
      )}
    </>
  );
}
