import { useQuery } from '@apollo/client/react';
import { Button, InputGroup, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useDebounced } from '../table/useDebounced';

const PocCandidatesQuery = graphql(`
  query PocCandidates($organization: ID!, $search: String) {
    pocCandidates(organization: $organization, search: $search) {
      key
      name
      username
    }
  }
`);

export type Person = { key: string; name: string; username: string };

const show = (p: Person) => `${p.name} (${p.username})`;

/** Point of Contact: an autocomplete of the organization's active users, shown as name and username. */
export function PocField(props: { id: string; organizationKey: string | null; value: Person | null; readOnly: boolean; onChange(value: Person | null): void }) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim());
  const { data, loading } = useQuery(PocCandidatesQuery, {
    variables: { organization: props.organizationKey ?? '', search: search || null },
    skip: !props.organizationKey || props.readOnly,
  });
  if (!props.organizationKey || props.readOnly) {
    // A new organization has no users yet: its point of contact is chosen once it has some.
    return <InputGroup id={props.id} readOnly value={props.value ? show(props.value) : ''} placeholder={props.organizationKey ? '' : 'Choose one once the organization has users'} />;
  }
  return (
    <Suggest<Person>
      items={data?.pocCandidates ?? []}
      selectedItem={props.value}
      query={query}
      onQueryChange={setQuery}
      inputValueRenderer={show}
      itemsEqual="key"
      itemRenderer={(p, { handleClick, handleFocus, modifiers }) => (
        <MenuItem key={p.key} text={p.name} label={p.username} active={modifiers.active} roleStructure="listoption" onClick={handleClick} onFocus={handleFocus} />
      )}
      noResults={<MenuItem disabled text={loading ? 'Searching…' : 'No active user matches'} roleStructure="listoption" />}
      onItemSelect={(p) => props.onChange(p)}
      fill
      resetOnClose
      inputProps={{
        id: props.id,
        placeholder: 'Type a name or email',
        rightElement: props.value ? <Button icon="cross" variant="minimal" aria-label="Clear point of contact" onClick={() => props.onChange(null)} /> : undefined,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}
