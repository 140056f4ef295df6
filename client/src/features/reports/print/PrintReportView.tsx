import { ReportDocument } from '../document/ReportDocument';
import type { PrintReportLoad } from './print-report-data';

/**
 * The print entry's page: the saved report alone, or why it cannot be shown. data-report-error tells the
 * PDF renderer at once that there is nothing to print (ReportDocument's data-report-ready that there is).
 * Plain markup, no Blueprint components: the print entry loads the report pages and nothing else.
 */
export function PrintReportView({ load, renderKey }: { load: PrintReportLoad; renderKey: number }) {
  if ('report' in load) {
    return (
      <div className="fel-report-print">
        <ReportDocument key={renderKey} report={load.report} />
      </div>
    );
  }
  const { error } = load;
  return (
    <div className="fel-report-print-missing" data-report-error={error ?? 'not found'} role="alert" style={{ padding: 24 }}>
      <h2>{error ? 'The report could not be loaded' : 'Report not found'}</h2>
      <p>{error ?? 'It does not exist, or it is not one you may see.'}</p>
    </div>
  );
}
