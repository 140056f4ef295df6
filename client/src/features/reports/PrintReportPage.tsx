import '../../ui/blueprint-late';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { ReportDocument } from './document/ReportDocument';
import { PrintReportQuery } from './print/print-report-data';

/**
 * /print/report/{reportKey} reached inside the app (a client-side navigation): the saved report alone. A
 * request for that path is answered with the light print entry instead (client/print.tsx), which is what
 * the server's PDF renderer prints. Outside the signed-in shell and the session gate.
 */
export function PrintReportPage() {
  const { reportKey = '' } = useParams();
  const { data, loading, error } = useQuery(PrintReportQuery, { variables: { key: reportKey }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Spinner aria-label="Loading the report" />;
  const report = data?.report;
  if (!report) {
    // data-report-error tells the PDF renderer at once that there is nothing to print.
    return (
      <div data-report-error={error ? error.message : 'not found'}>
        <EmptyState
          level={1}
          icon="error"
          title={error ? 'The report could not be loaded' : 'Report not found'}
          description={error ? error.message : 'It does not exist, or it is not one you may see.'}
        />
      </div>
    );
  }
  return (
    <div className="fel-report-print">
      <ReportDocument key={report.key ?? 'report'} report={report} />
    </div>
  );
}
