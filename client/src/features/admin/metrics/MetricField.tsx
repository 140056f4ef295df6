import { FormGroup, InputGroup } from '@blueprintjs/core';
import { formatMetric, metricError } from '../../../../../common/admin';

/** Metric values as typed, by key: text, so that "abc" can be shown with "Must be a number". */
export type MetricTexts = Record<string, string>;

/** The texts of stored values (two decimals, empty for none). */
export function metricTexts(keys: readonly string[], values: Record<string, unknown>): MetricTexts {
  return Object.fromEntries(keys.map((k) => {
    const v = values[k];
    return [k, typeof v === 'number' ? formatMetric(v) : ''];
  }));
}

/** The message under each invalid field (spec §5), by key. */
export function metricErrors(keys: readonly string[], texts: MetricTexts): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => {
    const e = metricError(texts[k] ?? '');
    return e ? [[k, e]] : [];
  }));
}

/** The numbers to send, by key: null for none. Call only when metricErrors is empty. */
export function metricNumbers(keys: readonly string[], texts: MetricTexts): Record<string, number | null> {
  return Object.fromEntries(keys.map((k) => {
    const text = (texts[k] ?? '').trim();
    const n = text === '' ? 0 : Number(text);
    return [k, n === 0 ? null : Math.round(n * 100) / 100];
  }));
}

/** One metric: a text field that shows two decimals once left, and its message. */
export function MetricField(props: { id: string; label: string; ariaLabel: string; value: string; error: string | undefined; readOnly: boolean; onChange(value: string): void }) {
  return (
    <FormGroup label={props.label} labelFor={props.id} intent={props.error ? 'danger' : 'none'} helperText={props.error} className="fel-metric-field">
      <InputGroup
        id={props.id}
        aria-label={props.ariaLabel}
        value={props.value}
        inputMode="decimal"
        readOnly={props.readOnly}
        intent={props.error ? 'danger' : 'none'}
        aria-invalid={props.error ? true : undefined}
        onValueChange={props.onChange}
        onBlur={() => {
          if (!metricError(props.value) && props.value.trim() !== '') props.onChange(formatMetric(Number(props.value.trim())));
        }}
      />
    </FormGroup>
  );
}
