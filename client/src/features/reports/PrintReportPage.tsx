import '../../ui/blueprint-late';
import { useQuery } from '@apollo/client/react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { ReportDocument } from './document/ReportDocument';

const PrintReportQuery = graphql(`
  query PrintReport($key: ID!) {
    report(key: $key) {
      key
      ...ReportDocument_report
    }
  }
`);

/**
 * /print/report/{reportKey}: the saved report alone, for the server's PDF renderer. It lives outside the
 * signed-in shell and the session gate: headless Chromium has no refresh cookie and adds the viewer's
 * bearer token to every request itself, which is all Apollo needs here.
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
        <NonIdealState
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
