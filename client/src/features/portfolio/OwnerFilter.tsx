import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { graphql } from '../../gql';
import { CHOICES_PAGE, type Choice, ChoiceSuggest, useChoiceSearch } from '../../ui/ChoiceSuggest';
import type { useAddressFilters } from './AddressFilters';

const OwnerChoicesQuery = graphql(`
  query PortfolioOwnerChoices($search: String, $first: Int) {
    portfolio {
      filterOptions {
        ownerChoices(search: $search, first: $first) {
          key
          name
        }
      }
    }
  }
`);

/**
 * The portfolio's owner filter (the address's `owner`): the server searches the owners as one types. `known`
 * names the chosen owner before its search ran (the listed projects carry their owners).
 */
export function OwnerFilter(props: { filters: ReturnType<typeof useAddressFilters>; known: readonly Choice[] }) {
  const id = useId();
  const { params, set } = props.filters;
  const { query, setQuery, search, pending } = useChoiceSearch();
  const { data, loading } = useQuery(OwnerChoicesQuery, { variables: { search, first: CHOICES_PAGE } });
  const items = data?.portfolio.filterOptions.ownerChoices ?? [];
  const key = params.get('owner');
  const selected = key ? ([...items, ...props.known].find((o) => o.key === key) ?? { key, name: '' }) : null;
  return (
    <div className="fel-portfolio-filter">
      <label htmlFor={id}>Owner</label>
      <ChoiceSuggest
        id={id}
        items={items}
        loading={loading || pending}
        query={query}
        onQueryChange={setQuery}
        selected={selected}
        onSelect={(o) => set('owner', o.key)}
        clearLabel="Any owner"
        onClear={() => set('owner', '')}
        placeholder="Any: type a name"
        noResults="No owner matches"
      />
    </div>
  );
}
