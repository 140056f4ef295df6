import { HTMLSelect } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';

// Filters kept in the screen's address (so a filtered view can be bookmarked and shared): the portfolio, its
// Outcomes view and the provider's Outcome pool read and set them the same way.

const ANY = { value: '', label: 'Any' };

/** The address's filter values, and a setter (an empty value removes the filter). */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return { params, set };
}

/** A labelled select of one address filter, "Any" first. */
export function FilterSelect(props: { filters: ReturnType<typeof useAddressFilters>; name: string; label: string; options: readonly { value: string; label: string }[] }) {
  const { params, set } = props.filters;
  return (
    <label className="fel-portfolio-filter">
      {props.label}
      <HTMLSelect value={params.get(props.name) ?? ''} onChange={(e) => set(props.name, e.currentTarget.value)} options={[ANY, ...props.options]} aria-label={props.label} />
    </label>
  );
}
