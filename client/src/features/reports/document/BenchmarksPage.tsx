import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { BenchmarkCharts } from './report-parts';
import { companySourceText, PHASE_LABEL, two } from './explain';

export const BenchmarksPageFragment = graphql(`
  fragment BenchmarksPage_report on Report {
    phase
    benchmarks {
      key
      label
      project
      company
      companySource
      companyProjects
      industry
      bestPractical
    }
    method {
      companyAverageMinProjects
    }
  }
`);

/** Project minus comparison, signed; "not available" when the comparison is missing. */
const difference = (project: number, other: number | null | undefined) => {
  if (other === null || other === undefined) return 'not available';
  const d = project - other;
  return `${d > 0 ? '+' : ''}${two(d)}`;
};

/** Page 6: the project against the company average, industry and best practical, composite and per area. */
export function BenchmarksPage({ ...props }: { report: FragmentType<typeof BenchmarksPageFragment> }) {
  const report = getFragmentData(BenchmarksPageFragment, props.report);
  const phase = PHASE_LABEL[report.phase];
  return (
    <>
      <p className="fel-report-lead">
        Lower is better. Company average: the mean of your organization’s other projects’ latest {phase} report, unless your organization has set its own
        value. Industry and best practical: the provider’s benchmark values for {phase}. A value that does not exist is shown as “not available”, never as 0.
      </p>
      <BenchmarkCharts rows={report.benchmarks} height={168} />
      <table className="fel-report-table fel-report-bench-table" data-testid="report-benchmarks">
        <thead>
          <tr>
            <th>Metric</th>
            <th>Project</th>
            <th>Company average</th>
            <th>Industry</th>
            <th>Best practical</th>
            <th>Project − company</th>
            <th>Project − best practical</th>
          </tr>
        </thead>
        <tbody>
          {report.benchmarks.map((b) => (
            <tr key={b.key} data-key={b.key}>
              <td>{b.label}</td>
              <td>
                <strong>{two(b.project)}</strong>
              </td>
              <td>
                {b.company !== null && b.company !== undefined && two(b.company)}
                <div className={`fel-report-clamp-2 ${b.company === null || b.company === undefined ? '' : 'fel-report-small fel-report-muted'}`}>{companySourceText(b, report.phase, report.method.companyAverageMinProjects)}</div>
              </td>
              <td>{two(b.industry)}</td>
              <td>{two(b.bestPractical)}</td>
              <td>{difference(b.project, b.company)}</td>
              <td>{difference(b.project, b.bestPractical)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
