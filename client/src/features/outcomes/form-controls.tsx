import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../../ui/DateField';
import { MoneyField } from '../../ui/MoneyField';
import { PercentField } from '../../ui/PercentField';

// The outcome forms' fields bound to react-hook-form: a date, an amount in the form's currency, a percentage.
// Each shows its rule's message under it once it is left (the forms' mode is onTouched).

/** A form value as the text a field shows (numbers as typed, nothing as empty). */
export const fieldText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

type Bound<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T>; id: string; label: string; helperText?: string };

/** A date field (the shared date picker), empty as null. */
export function DateControl<T extends FieldValues, O>(p: Bound<T, O>) {
  return (
    <Controller
      control={p.control}
      name={p.name}
      render={({ field, fieldState }) => (
        <DateField id={p.id} label={p.label} value={fieldText(field.value) || null} error={fieldState.error?.message} readOnly={false} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

/** An amount of money in `currency`, with thousands separators once left. */
export function MoneyControl<T extends FieldValues, O>(p: Bound<T, O> & { currency: string }) {
  return (
    <Controller
      control={p.control}
      name={p.name}
      render={({ field, fieldState }) => (
        <MoneyField id={p.id} label={p.label} currency={p.currency} value={fieldText(field.value)} error={fieldState.error?.message} helperText={p.helperText} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

/** A percentage with one decimal. */
export function PercentControl<T extends FieldValues, O>(p: Bound<T, O>) {
  return (
    <Controller
      control={p.control}
      name={p.name}
      render={({ field, fieldState }) => (
        <PercentField id={p.id} label={p.label} value={fieldText(field.value)} error={fieldState.error?.message} helperText={p.helperText} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
