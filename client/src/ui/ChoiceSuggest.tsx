import { Button, Menu, MenuItem } from '@blueprintjs/core';
import { type ItemListRenderer, Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useState } from 'react';

/** How many names a choice list asks the server for at once (the server answers at most 50). */
export const CHOICES_PAGE = 20;
/** Shown under a full page of choices: more names match than are listed. */
export const MORE_CHOICES = 'More match: type to narrow';

export type Choice = { key: string; name: string };

/**
 * A choice the server searches as the user types (`items` are its answer for `query`): a full page ends with
 * "More match: type to narrow" instead of listing every name.
 */
export function ChoiceSuggest<T extends Choice>(props: {
  id: string;
  items: readonly T[];
  /** The answer for the typed text is on its way (typing, or the server answering): the list says "Searching…". */
  loading: boolean;
  query: string;
  onQueryChange(query: string): void;
  selected: T | null;
  onSelect(item: T): void;
  /** Shown with a clear button when given (and something is chosen). */
  clearLabel?: string;
  onClear?(): void;
  placeholder: string;
  noResults: string;
  disabled?: boolean;
  onBlur?(): void;
}) {
  const full = props.items.length >= CHOICES_PAGE;
  const list: ItemListRenderer<T> = (l) => (
    <Menu ulRef={l.itemsParentRef} {...l.menuProps}>
      {props.loading || l.filteredItems.length === 0 ? (
        <MenuItem disabled text={props.loading ? 'Searching…' : props.noResults} roleStructure="listoption" />
      ) : (
        l.filteredItems.map(l.renderItem)
      )}
      {full && !props.loading && <MenuItem disabled text={MORE_CHOICES} roleStructure="listoption" />}
    </Menu>
  );
  return (
    <Suggest<T>
      items={[...props.items]}
      selectedItem={props.selected}
      query={props.query}
      onQueryChange={props.onQueryChange}
      inputValueRenderer={(c) => c.name}
      itemsEqual="key"
      itemListRenderer={list}
      itemRenderer={(c, { handleClick, handleFocus, modifiers }) => (
        <MenuItem key={c.key} text={c.name} active={modifiers.active} roleStructure="listoption" onClick={handleClick} onFocus={handleFocus} />
      )}
      onItemSelect={props.onSelect}
      disabled={props.disabled}
      fill
      resetOnClose
      inputProps={{
        id: props.id,
        placeholder: props.placeholder,
        onBlur: props.onBlur,
        rightElement:
          props.selected && props.onClear && props.clearLabel ? <Button icon="cross" variant="minimal" aria-label={props.clearLabel} onClick={props.onClear} /> : undefined,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}

/** The text typed into a choice, and the search to send: trimmed, once typing paused (null: none). */
export function useChoiceSearch(ms = 300): { query: string; setQuery(query: string): void; search: string | null; pending: boolean } {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim() || null), ms);
    return () => clearTimeout(timer);
  }, [query, ms]);
  return { query, setQuery, search, pending: (query.trim() || null) !== search };
}
