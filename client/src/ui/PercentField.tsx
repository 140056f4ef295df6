import { FormGroup, InputGroup, Tag } from '@blueprintjs/core';

/** A percentage typed with at most one decimal ("−12.5"), "%" shown beside it; the form's schema checks the range. */
export function PercentField(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  helperText?: string;
  readOnly?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <FormGroup label={props.label} labelFor={props.id} intent={props.error ? 'danger' : 'none'} helperText={props.error ?? props.helperText} className="fel-percent-field">
      <InputGroup
        id={props.id}
        value={props.value}
        inputMode="decimal"
        disabled={props.readOnly}
        intent={props.error ? 'danger' : 'none'}
        rightElement={<Tag minimal>%</Tag>}
        onValueChange={props.onChange}
        onBlur={props.onBlur}
      />
    </FormGroup>
  );
}
