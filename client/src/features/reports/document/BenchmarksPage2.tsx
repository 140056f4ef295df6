import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { BenchmarksPage2_ReportFragment } from '../../../gql/graphql';
import { BenchmarkCharts } from './report-parts';
import { PHASE_LABEL, two } from './explain';
import { industryBasis } from './explain2';

export const BenchmarksPage2Fragment = graphql(`
  fragment BenchmarksPage2_report on Report {
    phase
    benchmarks {
      key
      label
      project
      company
      companySource
      companyProjects
      companyBasis
      classAverage
      classLabel
      classProjects
      industry
      industrySource
      industryAsOf
      bestPractical
      providerBasis
    }
    method {
      method
      companyAverageMinProjects
    }
    outcomeLines {
      heading
      enough
      lines {
        band
        n
        median
        marked
        text
      }
      indicative
      notes
      text
    }
  }
`);

type Outcomes = NonNullable<BenchmarksPage2_ReportFragment['outcomeLines']>;

/** Page 6's outcome lines (method 3, DOMAIN.md §3b): each band's median cost growth with n, this project's band marked. */
function OutcomeLines({ outcomes }: { outcomes: Outcomes }) {
  return (
    <section className="fel-report-small" data-testid="report-outcome-lines" aria-label="Outcomes of closed projects">
      <p className="fel-report-clamp-2">
        <strong>{outcomes.heading}</strong>
      </p>
      {outcomes.enough ? (
        <ul className="fel-report-basis">
          {outcomes.lines.map((l) => (
            <li key={l.band} data-marked={l.marked ? 'true' : 'false'}>
              {l.marked ? <strong>{l.text}</strong> : l.text}
            </li>
          ))}
          {outcomes.notes.map((n) => (
            <li key={n} className="fel-report-muted fel-report-clamp-2">
              {n}
            </li>
          ))}
        </ul>
      ) : (
        <p>{outcomes.text.at(-1)}</p>
      )}
    </section>
  );
}

/** Page 6 of a method 2 or 3 report (method 3 adds the outcome lines of closed projects): project, company, class, industry and best practical, each with its basis (n, range, source, date). */
export function BenchmarksPage2({ ...props }: { report: FragmentType<typeof BenchmarksPage2Fragment> }) {
  const report = getFragmentData(BenchmarksPage2Fragment, props.report);
  const phase = PHASE_LABEL[report.phase];
  const min = report.method.companyAverageMinProjects;
  const composite = report.benchmarks.find((b) => b.key === 'composite') ?? report.benchmarks[0];
  return (
    <>
      {report.method.method >= 3 ? (
        <p className="fel-report-lead">
          Lower is better. Project, company and class figures are FEL Indices of method {report.method.method}. Company: the median of your organization’s other active
          projects’ latest signed-off {phase} report of the same method, from at least {min} projects, with the interquartile range from 8 (never the lowest or highest,
          which would name a project), unless your organization set its own value. Class: the same median over projects of this project’s type. Industry and best practical: the provider’s reference figures, another index than
          this method’s, with their source and date. A missing value is “not available”, never 0.
        </p>
      ) : (
        <p className="fel-report-lead">
          Lower is better; project, company and class figures are FEL Indices of method {report.method.method}. Company average: the mean of your organization’s other
          projects’ latest {phase} report of the same method, from at least {min} projects (n and range shown), unless your organization set its own value. Class
          average: the same over projects of this project’s type, when at least {min} share it. Industry and best practical: the provider’s reference figures, another
          index, with their source and date. A missing value is “not available”, never 0.
        </p>
      )}
      <BenchmarkCharts rows={report.benchmarks} height={150} />
      <table className="fel-report-table fel-report-bench-table fel-report-figures-table" data-testid="report-benchmarks">
        <thead>
          <tr>
            <th>Metric</th>
            <th className="fel-report-num">Project</th>
            <th className="fel-report-num">Company</th>
            <th>Company basis</th>
            <th className="fel-report-num">Class</th>
            <th className="fel-report-num">Industry</th>
            <th className="fel-report-num">Best practical</th>
          </tr>
        </thead>
        <tbody>
          {report.benchmarks.map((b) => (
            <tr key={b.key} data-key={b.key}>
              <td>{b.label}</td>
              <td className="fel-report-num">
                <strong>{two(b.project)}</strong>
              </td>
              <td className="fel-report-num">{two(b.company)}</td>
              <td>
                <div className="fel-report-clamp-1 fel-report-small">{b.companyBasis}</div>
              </td>
              <td className="fel-report-num">{two(b.classAverage)}</td>
              <td className="fel-report-num">{two(b.industry)}</td>
              <td className="fel-report-num">{two(b.bestPractical)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {composite && (
        <ul className="fel-report-basis fel-report-small" data-testid="report-benchmark-basis">
          <li className="fel-report-clamp-1">
            {report.method.method >= 3 ? 'Class median' : 'Class average'}: {composite.classLabel ?? 'project type not given'}, n = {composite.classProjects}
            {composite.classAverage === null || composite.classAverage === undefined ? ` (not available: needs ${min})` : ''}.
          </li>
          {report.benchmarks.some((b) => b.providerBasis) ? (
            report.benchmarks
              .filter((b) => b.providerBasis)
              .map((b) => (
                <li key={b.key} className="fel-report-clamp-2" data-testid="report-provider-basis">
                  {b.label}: {b.providerBasis}.
                </li>
              ))
          ) : (
            <li className="fel-report-clamp-2">Industry and best practical: {industryBasis(composite.industrySource, composite.industryAsOf)}.</li>
          )}
        </ul>
      )}
      {report.outcomeLines && <OutcomeLines outcomes={report.outcomeLines} />}
    </>
  );
}
