import { Button, FormGroup, InputGroup, PopoverNext } from '@blueprintjs/core';

/** A column's filter popup: a text field applied as one types (substring, any case). */
export function FilterButton(props: { id: string; label: string; fieldLabel: string; value: string; onChange(value: string): void }) {
  const active = props.value.trim() !== '';
  return (
    <PopoverNext
      placement="bottom"
      content={
        <div className="fel-filter-popover">
          <FormGroup label={props.fieldLabel} labelFor={props.id}>
            <InputGroup id={props.id} autoFocus value={props.value} onValueChange={props.onChange} leftIcon="search" type="search" />
          </FormGroup>
          <Button text="Clear" size="small" variant="minimal" disabled={!active} onClick={() => props.onChange('')} />
        </div>
      }
    >
      <Button
        icon="filter"
        size="small"
        variant="minimal"
        intent={active ? 'primary' : 'none'}
        aria-label={`${props.label}${active ? ` (filtered: ${props.value})` : ''}`}
      />
    </PopoverNext>
  );
}
