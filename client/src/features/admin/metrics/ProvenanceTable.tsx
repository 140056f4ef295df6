import { FormGroup, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type Control, useController } from 'react-hook-form';
import { METRIC_AREAS, PROVIDER_METRIC_KEYS, type ProviderMetricKey } from '../../../../../common/admin';
import {
  METRIC_BASES,
  METRIC_BASIS_LABELS,
  METRIC_MEASURES_MAX,
  METRICS_SOURCE_MAX,
  type ProviderMetricsFormValues,
  type ProviderMetricsValues,
} from '../../../../../common/metrics-schema';

type Ctl = Control<ProviderMetricsFormValues, unknown, ProviderMetricsValues>;
type Part = 'source' | 'asOf' | 'basis' | 'measures';

/** "FEL 2 Site factors, Industry": how a reader names one of the 16 metrics. */
export function metricName(key: ProviderMetricKey): string {
  const match = /^([a-z]+)([23])(bp|in)$/.exec(key);
  const area = METRIC_AREAS.find((a) => a.area === match?.[1])?.label ?? key;
  return `FEL ${match?.[2] ?? ''} ${area}, ${match?.[3] === 'bp' ? 'Best Practical' : 'Industry'}`;
}

/** One part of a metric's provenance: a labelled field whose message shows under it. */
function Part(props: { control: Ctl; metric: ProviderMetricKey; part: Part; label: string; readOnly: boolean }) {
  const { field, fieldState } = useController({
    control: props.control,
    name: `provenance.${props.metric}.${props.part}`,
  });
  const id = `ipa-${props.metric}-${props.part}`;
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  const label = `${metricName(props.metric)}: ${props.label}`;
  const input =
    props.part === 'basis' ? (
      <HTMLSelect id={id} aria-label={label} value={value} disabled={props.readOnly} onChange={(e) => field.onChange(e.currentTarget.value)} onBlur={field.onBlur}>
        {METRIC_BASES.map((b) => (
          <option key={b} value={b}>
            {METRIC_BASIS_LABELS[b]}
          </option>
        ))}
      </HTMLSelect>
    ) : (
      <InputGroup
        id={id}
        aria-label={label}
        value={value}
        placeholder={props.part === 'asOf' ? 'YYYY-MM-DD' : undefined}
        maxLength={props.part === 'measures' ? METRIC_MEASURES_MAX : props.part === 'source' ? METRICS_SOURCE_MAX : 10}
        readOnly={props.readOnly}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        onValueChange={(v) => field.onChange(props.part === 'asOf' ? (v.trim() === '' ? null : v.trim()) : v)}
        onBlur={field.onBlur}
      />
    );
  return (
    <FormGroup intent={error ? 'danger' : 'none'} helperText={error} className="fel-provenance-field">
      {input}
    </FormGroup>
  );
}

/**
 * Each metric's own source, as-of date and basis (DOMAIN.md §3a): a row per metric; an external figure is
 * another index (with what it measures), never a FEL Index of this product's method.
 */
export function ProvenanceTable(props: { control: Ctl; readOnly: boolean }) {
  return (
    <section className="fel-metric-group fel-provenance" aria-labelledby="ipa-provenance">
      <H2 id="ipa-provenance" className="fel-metric-phase-title">
        Source, as-of date and basis of each metric
      </H2>
      <p className="bp6-text-muted">
        A value that is set needs its source. “Another index (external)” is printed as another index in every report, with what it measures; never as a FEL Index of this
        product’s method.
      </p>
      <div className="fel-provenance-scroll">
        <table className="fel-provenance-table">
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Source</th>
              <th scope="col">As of</th>
              <th scope="col">Basis</th>
              <th scope="col">What it measures (external)</th>
            </tr>
          </thead>
          <tbody>
            {PROVIDER_METRIC_KEYS.map((k) => (
              <tr key={k}>
                <th scope="row">{metricName(k)}</th>
                <td>
                  <Part control={props.control} metric={k} part="source" label="source" readOnly={props.readOnly} />
                </td>
                <td>
                  <Part control={props.control} metric={k} part="asOf" label="as of (YYYY-MM-DD)" readOnly={props.readOnly} />
                </td>
                <td>
                  <Part control={props.control} metric={k} part="basis" label="basis" readOnly={props.readOnly} />
                </td>
                <td>
                  <Part control={props.control} metric={k} part="measures" label="what it measures" readOnly={props.readOnly} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
