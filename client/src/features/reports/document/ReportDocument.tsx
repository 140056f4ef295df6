import { useEffect, useRef, useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { AreaPage } from './AreaPage';
import { AreaPage2 } from './AreaPage2';
import { BenchmarksPage } from './BenchmarksPage';
import { BenchmarksPage2 } from './BenchmarksPage2';
import { BreakdownPage } from './BreakdownPage';
import { BreakdownPage2 } from './BreakdownPage2';
import { MethodPage } from './MethodPage';
import { MethodPage2 } from './MethodPage2';
import { RecommendationsPage } from './RecommendationsPage';
import { RecommendationsPage2 } from './RecommendationsPage2';
import { ReportSheet } from './ReportSheet';
import { SummaryPage } from './SummaryPage';
import { SummaryPage2, summaryLayout } from './SummaryPage2';
import '../reports.css';

export const ReportDocumentFragment = graphql(`
  fragment ReportDocument_report on Report {
    key
    score {
      method
    }
    ...ReportSheet_report
    ...SummaryPage_report
    ...BreakdownPage_report
    ...AreaPage_report
    ...BenchmarksPage_report
    ...RecommendationsPage_report
    ...MethodPage_report
    ...SummaryPage2_report
    ...BreakdownPage2_report
    ...AreaPage2_report
    ...BenchmarksPage2_report
    ...RecommendationsPage2_report
    ...MethodPage2_report
  }
`);

/** Frames to wait for the charts to draw before giving up (the PDF renderer then times out and says so). */
const MAX_FRAMES = 600;

/** Every chart of the document has drawn its bars. */
function chartsDrawn(root: HTMLElement): boolean {
  return [...root.querySelectorAll('div[data-chart]')].every((chart) => chart.querySelector('.recharts-bar-rectangle') !== null);
}

/**
 * The 8-page report, the same on screen, in the browser's print and in the server's PDF. Once the charts
 * have drawn and the fonts are loaded it sets data-report-ready="true", which the PDF renderer waits for.
 * Give it a `key` per report so that the readiness starts over when another report is shown.
 */
export function ReportDocument(props: { report: FragmentType<typeof ReportDocumentFragment> }) {
  const report = getFragmentData(ReportDocumentFragment, props.report);
  const root = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let frames = 0;
    let frame = 0;
    const check = () => {
      const element = root.current;
      if (cancelled || !element) return;
      if (chartsDrawn(element)) {
        void document.fonts.ready.then(() => {
          if (!cancelled) setReady(true);
        });
      } else if (++frames < MAX_FRAMES) {
        frame = requestAnimationFrame(check);
      }
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, []);

  // Method 1 reports (saved before bank 2026.2) render as they were frozen; methods 2 and 3 share their pages.
  const m2 = report.score.method >= 2;
  return (
    <article ref={root} className="fel-report-document" data-report-ready={ready ? 'true' : 'false'} data-method={report.score.method} aria-label="Report">
      <ReportSheet report={report} number={1} title="Executive summary">
        {m2 ? <SummaryPage2 report={report} /> : <SummaryPage report={report} />}
      </ReportSheet>
      <ReportSheet report={report} number={2} title="Index breakdown and trend">
        {m2 ? <BreakdownPage2 report={report} continuedReasons={summaryLayout(report).page2} /> : <BreakdownPage report={report} />}
      </ReportSheet>
      <ReportSheet report={report} number={3} title="Site factors">
        {m2 ? <AreaPage2 report={report} area="site" /> : <AreaPage report={report} area="site" />}
      </ReportSheet>
      <ReportSheet report={report} number={4} title="Engineering definition">
        {m2 ? <AreaPage2 report={report} area="eng" /> : <AreaPage report={report} area="eng" />}
      </ReportSheet>
      <ReportSheet report={report} number={5} title="Project execution planning">
        {m2 ? <AreaPage2 report={report} area="pep" /> : <AreaPage report={report} area="pep" />}
      </ReportSheet>
      <ReportSheet report={report} number={6} title="Benchmarks">
        {m2 ? <BenchmarksPage2 report={report} /> : <BenchmarksPage report={report} />}
      </ReportSheet>
      <ReportSheet report={report} number={7} title="Recommendations and actions">
        {m2 ? <RecommendationsPage2 report={report} /> : <RecommendationsPage report={report} />}
      </ReportSheet>
      <ReportSheet report={report} number={8} title="Method, notes and team">
        {m2 ? <MethodPage2 report={report} /> : <MethodPage report={report} />}
      </ReportSheet>
    </article>
  );
}
