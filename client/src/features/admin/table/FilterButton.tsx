import { Button, FormGroup, InputGroup, PopoverNext } from '@blueprintjs/core';
import { useRef } from 'react';
import { keepFocusOrGiveBack } from '../../../ui/focus';

/**
 * A column's filter popup: a text field applied as one types (substring, any case). Closed with Escape, it gives the
 * focus back to its button (the field took the focus as it opened, so the popup would give it back to the field).
 */
export function FilterButton(props: { id: string; label: string; fieldLabel: string; value: string; onChange(value: string): void }) {
  const active = props.value.trim() !== '';
  const button = useRef<HTMLButtonElement>(null);
  return (
    <PopoverNext
      placement="bottom"
      onClosed={(popup) => keepFocusOrGiveBack(popup, () => button.current?.focus())}
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
        ref={button}
        icon="filter"
        size="small"
        variant="minimal"
        intent={active ? 'primary' : 'none'}
        aria-label={`${props.label}${active ? ` (filtered: ${props.value})` : ''}`}
      />
    </PopoverNext>
  );
}
