import { useApolloClient } from '@apollo/client/react';
import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useSnackbar } from '../../ui/snackbar';
import { two } from './document/explain';
import { downloadPdf, saveBlob } from './download';
import { formatDayTime } from '../../ui/dates';

export const ReportToolbarFragment = graphql(`
  fragment ReportToolbar_report on Report {
    key
    phase
    notes
    pdfPath
    viewerCanEditNotes
    project {
      name
    }
  }
`);

const MetricsCsvQuery = graphql(`
  query ReportMetricsCsv($key: ID!) {
    report(key: $key) {
      key
      metricsCsv {
        filename
        content
      }
    }
  }
`);

type Summary = { key: string; createdAt: string; createdBy?: string | null; felIndex: number; band: string; method: number; gate?: string | null };

type Props = {
  /** The saved report shown, or null for the preview. */
  report: FragmentType<typeof ReportToolbarFragment> | null;
  history: readonly Summary[];
  canCreate: boolean;
  onSelect(key: string): void;
  onCreate(): void;
  onEditNotes(): void;
  onHelp(): void;
};

/** The report screen's actions: switch between saved reports, create one, notes, CSV, PDF (A4 / Letter), print. */
export function ReportToolbar({ history, canCreate, onSelect, onCreate, onEditNotes, onHelp, ...props }: Props) {
  const report = getFragmentData(ReportToolbarFragment, props.report);
  const apollo = useApolloClient();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<'csv' | 'A4' | 'Letter' | null>(null);

  async function downloadCsv(key: string) {
    setBusy('csv');
    try {
      const { data } = await apollo.query({ query: MetricsCsvQuery, variables: { key }, fetchPolicy: 'no-cache' });
      const file = data?.report?.metricsCsv;
      if (!file) throw new Error('The metrics could not be exported.');
      saveBlob(file.filename, new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
    } catch (e) {
      snackbar.error(e instanceof Error ? e.message : 'The metrics could not be exported.');
    } finally {
      setBusy(null);
    }
  }

  async function pdf(path: string, format: 'A4' | 'Letter') {
    setBusy(format);
    try {
      await downloadPdf(path, format, `${report?.project.name ?? 'report'}_${report?.phase ?? ''}_report_${format}.pdf`);
      snackbar.success(`PDF (${format}) downloaded.`);
    } catch (e) {
      snackbar.error(e instanceof Error ? e.message : 'The PDF could not be downloaded.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="fel-report-toolbar fel-report-no-print" role="toolbar" aria-label="Report actions">
      {history.length > 0 && (
        <FormGroup label="Saved reports" labelFor="report-history" inline className="fel-report-history">
          <HTMLSelect id="report-history" value={report?.key ?? ''} onChange={(e) => onSelect(e.currentTarget.value)}>
            {!report && <option value="">Preview (not saved)</option>}
            {history.map((h, i) => (
              <option key={h.key} value={h.key}>
                {formatDayTime(h.createdAt)} · {two(h.felIndex)} {h.band} · method {h.method}
                {h.gate ? ` · ${h.gate}` : ''}
                {h.createdBy ? ` · ${h.createdBy}` : ''}
                {i === 0 ? ' (latest)' : ''}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      {canCreate && <Button intent="primary" icon="add" text={history.length > 0 ? 'Create new report' : 'Create report'} onClick={onCreate} />}
      {report?.key && report.viewerCanEditNotes && <Button icon="edit" text="Edit notes" onClick={onEditNotes} />}
      {report?.key && <Button icon="th-derived" text="Metrics CSV" loading={busy === 'csv'} onClick={() => void downloadCsv(report.key ?? '')} />}
      {report?.pdfPath && (
        <ButtonGroup aria-label="Download PDF">
          {(['A4', 'Letter'] as const).map((format) => (
            <Button key={format} icon="document" text={`PDF ${format}`} loading={busy === format} onClick={() => report.pdfPath && void pdf(report.pdfPath, format)} />
          ))}
        </ButtonGroup>
      )}
      <Button icon="print" text="Print" onClick={() => window.print()} />
      <Button icon="help" text="Help" minimal onClick={onHelp} />
    </div>
  );
}
