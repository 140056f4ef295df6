import { FormGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enUS } from 'date-fns/locale';
import { type KeyboardEvent, useState } from 'react';
import { DATE_MAX, DATE_MIN } from '../../../common/admin';

const MIN = new Date(`${DATE_MIN}T00:00:00`);
const MAX = new Date(`${DATE_MAX}T00:00:00`);

/** A date (YYYY-MM-DD): typed, or picked with year, month and day views, and cleared (spec §5 range). Used for licence and gate dates. */
export function DateField(props: { id: string; label: string; value: string | null; error: string | undefined; readOnly: boolean; onChange(value: string | null): void; onBlur(): void }) {
  // Escape while the calendar shows closes only the calendar: not the dialog around the field, and the focus stays in
  // the field (the picker's own Escape would take it out, to the page or the dialog's start). The calendar is shut by
  // its popover, which tells the picker; it opens again the next time the field takes the focus.
  const [shut, setShut] = useState(false);
  function keepEscapeInPicker(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape' || event.currentTarget.getAttribute('aria-expanded') !== 'true') return;
    event.stopPropagation();
    event.preventDefault();
    setShut(true);
  }
  return (
    <FormGroup label={props.label} labelFor={props.id} intent={props.error ? 'danger' : 'none'} helperText={props.error} className="fel-date-field">
      <DateInput
        value={props.value ? `${props.value}T00:00:00` : null}
        onChange={(next) => props.onChange(next ? next.slice(0, 10) : null)}
        dateFnsFormat="yyyy-MM-dd"
        locale={enUS}
        placeholder="YYYY-MM-DD"
        minDate={MIN}
        maxDate={MAX}
        disabled={props.readOnly}
        canClearSelection
        showActionsBar
        highlightCurrentDay
        fill
        inputProps={{ id: props.id, onBlur: props.onBlur, intent: props.error ? 'danger' : 'none', onKeyDownCapture: keepEscapeInPicker, onFocus: () => setShut(false) }}
        popoverProps={{ placement: 'bottom-start', ...(shut ? { isOpen: false } : {}) }}
      />
    </FormGroup>
  );
}
