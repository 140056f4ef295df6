import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { ReportDocument_ReportFragment } from '../../../gql/graphql';
import { AreaPage } from './AreaPage';
import { BenchmarksPage } from './BenchmarksPage';
import { BreakdownPage } from './BreakdownPage';
import { MethodPage } from './MethodPage';
import { RecommendationsPage } from './RecommendationsPage';
import { ReportSheet } from './ReportSheet';
import { SummaryPage } from './SummaryPage';
import '../reports.css';

export const ReportDocumentFragment = graphql(`
  fragment ReportDocument_report on Report {
    key
    ...ReportSheet_report
    ...SummaryPage_report
    ...BreakdownPage_report
    ...AreaPage_report
    ...BenchmarksPage_report
    ...RecommendationsPage_report
    ...MethodPage_report
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
export function ReportDocument({ report }: { report: ReportDocument_ReportFragment }) {
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

  return (
    <article ref={root} className="fel-report-document" data-report-ready={ready ? 'true' : 'false'} aria-label="Report">
      <ReportSheet report={report} number={1} title="Executive summary">
        <SummaryPage report={report} />
      </ReportSheet>
      <ReportSheet report={report} number={2} title="Index breakdown and trend">
        <BreakdownPage report={report} />
      </ReportSheet>
      <ReportSheet report={report} number={3} title="Site factors">
        <AreaPage report={report} area="site" />
      </ReportSheet>
      <ReportSheet report={report} number={4} title="Engineering definition">
        <AreaPage report={report} area="eng" />
      </ReportSheet>
      <ReportSheet report={report} number={5} title="Project execution planning">
        <AreaPage report={report} area="pep" />
      </ReportSheet>
      <ReportSheet report={report} number={6} title="Benchmarks">
        <BenchmarksPage report={report} />
      </ReportSheet>
      <ReportSheet report={report} number={7} title="Recommendations and actions">
        <RecommendationsPage report={report} />
      </ReportSheet>
      <ReportSheet report={report} number={8} title="Method, notes and team">
        <MethodPage report={report} />
      </ReportSheet>
    </article>
  );
}
