// The print entry (print.html): a saved report's pages alone, for the server's PDF renderer
// (server/modules/reports/report-pdf.ts). It loads only what those pages need: React, the report
// document and its charts, Blueprint's base stylesheet (the document's type), no router, no GraphQL
// client, no session, no other screen.
//
// The renderer keeps pages open on /print/ and prints one report after another through the bridge
// (common/print-bridge.ts), so a PDF costs no navigation and no script start-up. A browser opening
// /print/report/{key} itself gets that report shown the same way.
import '@blueprintjs/core/lib/css/blueprint.css?part=early';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRINT_BRIDGE } from '../../common/print-bridge';
import { loadPrintReport } from './features/reports/print/print-report-data';
import { PrintReportView } from './features/reports/print/PrintReportView';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from print.html');
const root = createRoot(container);
let renders = 0;

/** Resolves once the shown report is ready to print (null) or says why there is none (its message). */
function settled(): Promise<string | null> {
  const check = (): string | null | undefined => {
    if (container?.querySelector('[data-report-ready="true"]')) return null;
    const failed = container?.querySelector('[data-report-error]');
    return failed ? (failed.getAttribute('data-report-error') ?? 'not found') : undefined;
  };
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const outcome = check();
      if (outcome === undefined) return;
      observer.disconnect();
      resolve(outcome);
    });
    if (container) observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-report-ready', 'data-report-error'] });
  });
}

async function render(key: string, token: string | null): Promise<string | null> {
  const load = await loadPrintReport(key, token);
  const done = settled();
  root.render(
    <StrictMode>
      <PrintReportView load={load} renderKey={++renders} />
    </StrictMode>,
  );
  return done;
}

Object.assign(window, { [PRINT_BRIDGE]: { render, clear: () => root.render(null) } });

const opened = /^\/print\/report\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (opened) void render(decodeURIComponent(opened), null);
