import { formatDay } from '../../../ui/dates';
import { PHASE_LABEL } from './explain';

type FactsReport = {
  phase: keyof typeof PHASE_LABEL;
  createdAt?: string | null;
  project: { name: string; organizationName: string; ownerName: string; costRangeLabel?: string | null; projectTypeLabel?: string | null };
};

/** Page 1's heading of either method: the project's name and its facts (organization, owner, screening, phase, date). */
export function ReportProjectFacts({ report, nameLines }: { report: FactsReport; nameLines: 1 | 2 }) {
  const { project } = report;
  const facts = [
    ['Organization', project.organizationName],
    ['Project owner', project.ownerName],
    ['Cost range', project.costRangeLabel ?? 'not given'],
    ['Project type', project.projectTypeLabel ?? 'not given'],
    ['Phase', PHASE_LABEL[report.phase]],
    ['Date', report.createdAt ? formatDay(report.createdAt) : 'preview'],
  ];
  return (
    <>
      <p className={`fel-report-project-name fel-report-clamp-${nameLines}`}>{project.name}</p>
      <dl className="fel-report-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="fel-report-clamp-1">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
