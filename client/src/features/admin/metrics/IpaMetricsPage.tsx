import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H1, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PROVIDER_METRIC_KEYS, type ProviderMetricKey } from '../../../../../common/admin';
import { METRIC_BASES, type MetricBasis, METRICS_SOURCE_MAX, type ProviderMetricsFormValues, ProviderMetricsSchema, type ProviderMetricsValues } from '../../../../../common/metrics-schema';
import { useViewer } from '../../../auth/session';
import { graphql } from '../../../gql';
import { DateField } from '../../../ui/DateField';
import { EmptyState } from '../../../ui/EmptyState';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { downloadText } from '../table/download';
import { metricTexts } from './MetricField';
import { MetricGrid } from './MetricGrid';
import { ProvenanceTable } from './ProvenanceTable';
import { serverFieldErrors } from '../../../ui/form-errors';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const ProviderMetricsQuery = graphql(`
  query ProviderMetrics {
    providerMetrics {
      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in
      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in
      source asOf
      provenance { fel2bp { source asOf basis measures } fel2in { source asOf basis measures } site2bp { source asOf basis measures } site2in { source asOf basis measures } eng2bp { source asOf basis measures } eng2in { source asOf basis measures } pep2bp { source asOf basis measures } pep2in { source asOf basis measures } fel3bp { source asOf basis measures } fel3in { source asOf basis measures } site3bp { source asOf basis measures } site3in { source asOf basis measures } eng3bp { source asOf basis measures } eng3in { source asOf basis measures } pep3bp { source asOf basis measures } pep3in { source asOf basis measures } }
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
        provenance { fel2bp { source asOf basis measures } fel2in { source asOf basis measures } site2bp { source asOf basis measures } site2in { source asOf basis measures } eng2bp { source asOf basis measures } eng2in { source asOf basis measures } pep2bp { source asOf basis measures } pep2in { source asOf basis measures } fel3bp { source asOf basis measures } fel3in { source asOf basis measures } site3bp { source asOf basis measures } site3in { source asOf basis measures } eng3bp { source asOf basis measures } eng3in { source asOf basis measures } pep3bp { source asOf basis measures } pep3in { source asOf basis measures } }
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

type Provenance = { source: string; asOf?: string | null; basis: string; measures: string };
type ProviderMetricValues = Record<string, unknown> & { source: string; asOf?: string | null; provenance: Record<ProviderMetricKey, Provenance> };

/** The fields the server may name in its errors: each shows under its field. */
const FIELDS = [
  ...PROVIDER_METRIC_KEYS,
  'source',
  'asOf',
  ...PROVIDER_METRIC_KEYS.flatMap((k) => (['source', 'asOf', 'basis', 'measures'] as const).map((p) => `provenance.${k}.${p}` as const)),
] as const;

const basisOf = (b: string): MetricBasis => METRIC_BASES.find((x) => x === b) ?? 'external';

/** What the form holds for saved metrics: the values as text (two decimals), the source, the as-of date and each metric's own. */
const formValues = (m: ProviderMetricValues): ProviderMetricsFormValues => ({
  ...metricTexts(PROVIDER_METRIC_KEYS, m),
  source: m.source,
  asOf: m.asOf ?? null,
  provenance: Object.fromEntries(PROVIDER_METRIC_KEYS.map((k) => [k, { source: m.provenance[k].source, asOf: m.provenance[k].asOf ?? null, basis: basisOf(m.provenance[k].basis), measures: m.provenance[k].measures }])),
});

/** A metric whose own source or date is blank takes the ones above (the source and as-of date of every figure). */
function filledDown(input: ProviderMetricsValues): ProviderMetricsValues {
  const provenance = input.provenance;
  if (!provenance) return input;
  const filled = Object.fromEntries(
    PROVIDER_METRIC_KEYS.map((k) => {
      const p = provenance[k];
      return [k, p && { ...p, source: p.source === '' ? (input.source ?? '') : p.source, asOf: p.asOf ?? input.asOf ?? null }];
    }),
  );
  return { ...input, provenance: filled };
}

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
      const result = await client.query({ query: ProviderMetricsCsvQuery, fetchPolicy: 'no-cache' });
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
        <H1 className="fel-page-title">IPA metrics</H1>
        <Button icon="download" text="Export CSV" onClick={exportCsv} loading={exporting} disabled={!data} />
      </div>
      {readOnly && <Callout intent="primary" className="fel-admin-note">Only provider Admins can change these values.</Callout>}
      {data ? (
        <ProviderMetricsForm initial={data.providerMetrics} readOnly={readOnly} />
      ) : error ? (
        <EmptyState level={2} icon="error" title="Failed to fetch Metrics." action={<Button text="Try again" onClick={() => void refetch()} />} />
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
  // A value's message shows as it is typed (the rule the server applies); the schema's output is what is sent.
  const { control, handleSubmit, reset, setError, formState } = useForm<ProviderMetricsFormValues, unknown, ProviderMetricsValues>({
    resolver: zodResolver(ProviderMetricsSchema),
    mode: 'onChange',
    defaultValues: formValues(props.initial),
  });
  const [warnings, setWarnings] = useState<readonly string[]>([]);

  // Spec §5: saving happens only when every value is empty or a positive number; otherwise it is skipped.
  async function submit(input: ProviderMetricsValues) {
    if (props.readOnly) return;
    const payload = await run(async () => (await save({ variables: { input: filledDown(input) } })).data?.updateProviderMetrics, {
      success: 'Metrics SAVED!',
      failed: 'Error saving changes.',
      fields: serverFieldErrors(setError, FIELDS),
    });
    if (payload?.metrics) {
      reset(formValues(payload.metrics));
      setWarnings(payload.metrics.warnings);
    }
  }

  const sourceError = formState.errors.source?.message;
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="fel-metrics-form">
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
        <FormGroup label="Source" labelFor="ipa-source" helperText={sourceError ?? 'Of every figure whose own source below is blank (e.g. the provider’s study and edition).'} intent={sourceError ? 'danger' : 'none'}>
          <Controller
            control={control}
            name="source"
            render={({ field }) => <InputGroup id="ipa-source" value={field.value ?? ''} maxLength={METRICS_SOURCE_MAX} disabled={props.readOnly} onValueChange={field.onChange} />}
          />
        </FormGroup>
        <Controller
          control={control}
          name="asOf"
          render={({ field, fieldState }) => (
            <DateField id="ipa-as-of" label="As of" value={field.value ?? null} error={fieldState.error?.message} readOnly={props.readOnly} onChange={field.onChange} onBlur={() => undefined} />
          )}
        />
      </div>
      <div className="fel-metric-groups">
        {(['2', '3'] as const).map((phase) => (
          <MetricGrid key={phase} idPrefix="ipa" phase={phase} columns={COLUMNS} keys={PROVIDER_METRIC_KEYS} control={control} readOnly={props.readOnly} />
        ))}
      </div>
      <ProvenanceTable control={control} readOnly={props.readOnly} />
      {!props.readOnly && (
        <div className="fel-admin-actions">
          <Button type="submit" intent="primary" text="Save" loading={saving} />
        </div>
      )}
    </form>
  );
}
