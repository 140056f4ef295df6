import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { PHASE_LABEL, REPORT_PAGES } from './explain';
import { formatDayTime } from '../../../ui/dates';

export const ReportSheetFragment = graphql(`
  fragment ReportSheet_report on Report {
    key
    phase
    bankVersion
    createdAt
    createdBy
    reviewState
    project {
      name
      organizationName
    }
  }
`);

/** Printed on every page of a draft (the server's legacy JSON says the same words). */
export const DRAFT_NOTICE = 'Draft — not independently reviewed — not a gate recommendation';
const DRAFT_STATES: ReadonlySet<string> = new Set(['DRAFT', 'SUBMITTED', 'RETURNED']);

/**
 * One of the report's 8 pages: a running head (project, phase, when), the page title, the body and a
 * running foot. In print each sheet is exactly one page (reports.css), whatever the paper.
 */
export function ReportSheet({ number, title, children, ...props }: { report: FragmentType<typeof ReportSheetFragment>; number: number; title: string; children: ReactNode }) {
  const report = getFragmentData(ReportSheetFragment, props.report);
  return (
    <section className="fel-report-sheet" aria-labelledby={`fel-report-page-${number}`} data-page={number}>
      {/* Method 3: every page of a report not yet signed off by its independent reviewer says so (DOMAIN.md §3a). */}
      {DRAFT_STATES.has(report.reviewState) ? <p className="fel-report-draft-notice">{DRAFT_NOTICE}</p> : null}
      <header className="fel-report-sheet-head">
        <span className="fel-report-clamp-1">
          {report.project.name} · {PHASE_LABEL[report.phase]} report
        </span>
        <span>{report.key ? `Created ${formatDayTime(report.createdAt)}${report.createdBy ? ` by ${report.createdBy}` : ''}` : 'Preview of the current answers (not saved)'}</span>
      </header>
      <h2 className="fel-report-sheet-title" id={`fel-report-page-${number}`}>
        <span className="fel-report-sheet-number">{number}</span> {title}
      </h2>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div className="fel-report-sheet-body" tabIndex={0}>
        {children}
      </div>
      <footer className="fel-report-sheet-foot">
        <span className="fel-report-clamp-1">
          {report.project.organizationName} · FEL Assess · question bank {report.bankVersion}
        </span>
        <span>
          Page {number} of {REPORT_PAGES}
        </span>
      </footer>
    </section>
  );
}
