import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H2, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { PROVIDER_METRIC_KEYS } from '../../../../../common/admin';
import { useViewer } from '../../../auth/session';
import { graphql } from '../../../gql';
import { DateField } from '../../../ui/DateField';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { downloadText } from '../table/download';
import { type MetricTexts, metricErrors, metricNumbers, metricTexts } from './MetricField';
import { MetricGrid } from './MetricGrid';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const ProviderMetricsQuery = graphql(`
  query ProviderMetrics {
    providerMetrics {
      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in
      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in
      source asOf
    }
  }
`);

const UpdateProviderMetricsMutation = graphql(`
  mutation UpdateProviderMetrics($input: ProviderMetricsInput!) {
    updateProviderMetrics(input: $input) {
      metrics {
        fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in
        fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in
        source asOf warnings
      }
      errors {
        field
        message
      }
    }
  }
`);

const ProviderMetricsCsvQuery = graphql(`
  query ProviderMetricsCsv {
    providerMetricsCsv {
      filename
      content
    }
  }
`);

const COLUMNS = [
  { suffix: 'bp', label: 'Best Practical' },
  { suffix: 'in', label: 'Industry' },
] as const;

type ProviderMetricValues = Record<string, unknown> & { source: string; asOf?: string | null };

/** The server's limit on the source text (schema: up to 500 characters). */
const SOURCE_MAX = 500;

/** /dashboard/ipametrics: the 16 provider metrics in FEL 2 and FEL 3 groups; Admins save, IPA Users read. */
export function IpaMetricsPage() {
  const viewer = useViewer();
  const readOnly = !viewer.permissions.viewerCanManageProviderSettings;
  const snackbar = useSnackbar();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(ProviderMetricsQuery, { fetchPolicy: 'network-only' });
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (error) snackbar.error('Failed to fetch Metrics.');
  }, [error, snackbar]);

  async function exportCsv() {
    setExporting(true);
    try {
      const result = await client.query({ query: ProviderMetricsCsvQuery, fetchPolicy: 'network-only' });
      if (!result.data) throw new Error('no data');
      downloadText(result.data.providerMetricsCsv.filename, result.data.providerMetricsCsv.content);
    } catch {
      snackbar.error('Failed to fetch Metrics.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H2>IPA metrics</H2>
        <Button icon="download" text="Export CSV" onClick={exportCsv} loading={exporting} disabled={!data} />
      </div>
      {readOnly && <Callout intent="primary" className="fel-admin-note">Only provider Admins can change these values.</Callout>}
      {data ? (
        <ProviderMetricsForm initial={data.providerMetrics} readOnly={readOnly} />
      ) : error ? (
        <NonIdealState icon="error" title="Failed to fetch Metrics." action={<Button text="Try again" onClick={() => void refetch()} />} />
      ) : (
        <Spinner aria-label="Loading metrics" />
      )}
    </div>
  );
}

/** The form, starting from the values loaded. */
function ProviderMetricsForm(props: { initial: ProviderMetricValues; readOnly: boolean }) {
  const run = useMutationPayload();
  const [save, { loading: saving }] = useMutation(UpdateProviderMetricsMutation);
  const [texts, setTexts] = useState<MetricTexts>(() => metricTexts(PROVIDER_METRIC_KEYS, props.initial));
  const [source, setSource] = useState(props.initial.source);
  const [asOf, setAsOf] = useState<string | null>(props.initial.asOf ?? null);
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const errors = metricErrors(PROVIDER_METRIC_KEYS, texts);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: saving happens only when every value is empty or a positive number; otherwise it is skipped.
    if (props.readOnly || Object.keys(errors).length > 0) return;
    const payload = await run(async () => (await save({ variables: { input: { ...metricNumbers(PROVIDER_METRIC_KEYS, texts), source, asOf } } })).data?.updateProviderMetrics, {
      success: 'Metrics SAVED!',
      failed: 'Error saving changes.',
      fields: setFieldErrors,
    });
    if (payload?.metrics) {
      setTexts(metricTexts(PROVIDER_METRIC_KEYS, payload.metrics));
      setSource(payload.metrics.source);
      setAsOf(payload.metrics.asOf ?? null);
      setWarnings(payload.metrics.warnings);
      setFieldErrors({});
    }
  }

  return (
    <form onSubmit={submit} noValidate className="fel-metrics-form">
      {warnings.length > 0 && (
        <Callout intent="warning" icon="warning-sign" title="Saved, with a warning" className="fel-admin-note" data-testid="metrics-warnings">
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="fel-inline-form fel-metrics-basis">
        <FormGroup label="Source" labelFor="ipa-source" helperText={fieldErrors.source ?? 'Printed with the figures in every report (e.g. the provider’s study and edition).'} intent={fieldErrors.source ? 'danger' : 'none'}>
          <InputGroup id="ipa-source" value={source} maxLength={SOURCE_MAX} disabled={props.readOnly} onValueChange={setSource} />
        </FormGroup>
        <DateField id="ipa-as-of" label="As of" value={asOf} error={fieldErrors.asOf} readOnly={props.readOnly} onChange={setAsOf} onBlur={() => undefined} />
      </div>
      <div className="fel-metric-groups">
        {(['2', '3'] as const).map((phase) => (
          <MetricGrid
            key={phase}
            idPrefix="ipa"
            phase={phase}
            columns={COLUMNS}
            texts={texts}
            errors={errors}
            readOnly={props.readOnly}
            onChange={(key, value) => setTexts((old) => ({ ...old, [key]: value }))}
          />
        ))}
      </div>
      {!props.readOnly && (
        <div className="fel-admin-actions">
          <Button type="submit" intent="primary" text="Save" loading={saving} />
        </div>
      )}
    </form>
  );
}
