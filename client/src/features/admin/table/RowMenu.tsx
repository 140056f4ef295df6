import { Menu, PopoverNext } from '@blueprintjs/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { keepFocusOrGiveBack } from '../../../ui/focus';
import { focusRow } from './ServerTable';

/** Arrow keys (and Home, End) move the focus among a menu's items, round from the last to the first. */
function moveAmongItems(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
  const at = items.findIndex((item) => item === document.activeElement);
  const targets: Partial<Record<string, number>> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
  const next = targets[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/**
 * A table row that opens a menu on click, Enter or Space (spec §2: "a row click opens a menu"). The
 * caller owns which row's menu is open, so that only one is. `rowKey` lets focusRow (ServerTable.tsx) give the
 * focus back to the row once a dialog opened from its menu closes.
 */
export function RowMenu(props: { rowKey: string; open: boolean; onOpenChange(open: boolean): void; label: string; menu: ReactNode; children: ReactNode }) {
  return (
    <PopoverNext
      isOpen={props.open}
      onInteraction={(next) => {
        if (!next) props.onOpenChange(false);
      }}
      placement="bottom-start"
      // Keyboard path: the first action takes the focus, arrow keys move it; Escape closes and gives it back to the row.
      onOpened={(node) => node.querySelector<HTMLElement>('[role="menuitem"]')?.focus()}
      // An action that opened a dialog keeps the focus there (the menu fades out after the dialog has taken it); one
      // that did not leaves it nowhere, and the row takes it back.
      shouldReturnFocusOnClose={false}
      onClosed={(menu) => keepFocusOrGiveBack(menu, () => focusRow(props.rowKey))}
      content={<Menu aria-label={props.label} onKeyDown={moveAmongItems}>{props.menu}</Menu>}
      renderTarget={({ ref, className }) => (
        <tr
          ref={ref}
          className={`${className ?? ''} fel-clickable-row`}
          tabIndex={0}
          data-row-key={props.rowKey}
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
