import { Menu, PopoverNext } from '@blueprintjs/core';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A table row that opens a menu on click, Enter or Space (spec §2: "a row click opens a menu"). The
 * caller owns which row's menu is open, so that only one is.
 */
export function RowMenu(props: { open: boolean; onOpenChange(open: boolean): void; label: string; menu: ReactNode; children: ReactNode }) {
  return (
    <PopoverNext
      isOpen={props.open}
      onInteraction={(next) => {
        if (!next) props.onOpenChange(false);
      }}
      placement="bottom-start"
      // Keyboard path: the first action takes the focus; Escape closes and gives it back to the row.
      onOpened={(node) => node.querySelector<HTMLElement>('[role="menuitem"]')?.focus()}
      shouldReturnFocusOnClose
      content={<Menu aria-label={props.label}>{props.menu}</Menu>}
      renderTarget={({ ref, className }) => (
        <tr
          ref={ref}
          className={`${className ?? ''} fel-clickable-row`}
          tabIndex={0}
          aria-label={props.label}
          onClick={() => props.onOpenChange(!props.open)}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
            e.preventDefault();
            props.onOpenChange(!props.open);
          }}
        >
          {props.children}
        </tr>
      )}
    />
  );
}
