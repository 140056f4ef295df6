import { FormGroup, InputGroup } from '@blueprintjs/core';
import { groupMoney, parseMoney } from '../../../common/money';

/**
 * An amount of money, its currency code in the label ("Base estimate (USD)"): typed freely (commas or spaces as thousands separators,
 * up to two decimals) and shown with separators and two decimals once the field is left, so "1250000" reads
 * "1,250,000.00". The value stays text: the form's schema turns it into an exact amount (common/money.ts).
 */
export function MoneyField(props: {
  id: string;
  label: string;
  currency: string;
  value: string;
  error: string | undefined;
  helperText?: string;
  readOnly?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const currency = props.currency.trim().toUpperCase() || '—';
  function leave() {
    const amount = parseMoney(props.value);
    if (amount !== null && groupMoney(amount) !== props.value) props.onChange(groupMoney(amount));
    props.onBlur();
  }
  return (
    <FormGroup label={`${props.label} (${currency})`} labelFor={props.id} intent={props.error ? 'danger' : 'none'} helperText={props.error ?? props.helperText} className="fel-money-field">
      <InputGroup
        id={props.id}
        value={props.value}
        inputMode="decimal"
        placeholder="1,250,000.00"
        disabled={props.readOnly}
        intent={props.error ? 'danger' : 'none'}
        onValueChange={props.onChange}
        onBlur={leave}
      />
    </FormGroup>
  );
}
