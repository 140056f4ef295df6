import { FormGroup, InputGroup } from '@blueprintjs/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { formatMetric, metricError } from '../../../../../common/admin';

/** The texts of stored values (two decimals, empty for none): what a metric form holds, so "abc" can show "Must be a number". */
export function metricTexts(keys: readonly string[], values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    keys.map((k) => {
      const v = values[k];
      return [k, typeof v === 'number' ? formatMetric(v) : ''];
    }),
  );
}

/** One metric of a react-hook-form form: a text field that shows two decimals once left, and its message. */
export function MetricField<T extends FieldValues, O extends FieldValues>(props: {
  id: string;
  label: string;
  ariaLabel: string;
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  readOnly: boolean;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <FormGroup label={props.label} labelFor={props.id} intent={error ? 'danger' : 'none'} helperText={error} className="fel-metric-field">
      <InputGroup
        id={props.id}
        aria-label={props.ariaLabel}
        value={value}
        inputMode="decimal"
        readOnly={props.readOnly}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        onValueChange={field.onChange}
        onBlur={() => {
          if (!metricError(value) && value.trim() !== '') field.onChange(formatMetric(Number(value.trim())));
          field.onBlur();
        }}
      />
    </FormGroup>
  );
}
