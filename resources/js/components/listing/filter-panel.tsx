import { useState } from 'react';

import { FacetOptions } from '@/components/listing/facet-options';
import { FacetRange } from '@/components/listing/facet-range';
import { useT } from '@/lib/i18n';
import { setRange, setToggle, toggleOption } from '@/lib/listing-query';
import { type Facet, type ListingQuery } from '@/types/listing';

/** Groups open at first: the server sends the most useful first (brand, price, in stock, then specs by their sort). */
export const OPEN_GROUPS = 4;
/** Groups listed before "more filters": a listing across categories (the discounts) has dozens of specs. */
export const SHOWN_GROUPS = 6;

type Props = {
  facets: Facet[];
  query: ListingQuery;
  onChange: (query: ListingQuery) => void;
};

/** Whether the shopper has chosen something in the facet: such a group is always listed and open. */
function isActive(facet: Facet): boolean {
  if (facet.type === 'options') return facet.options.some((option) => option.selected);
  if (facet.type === 'range') return facet.selected !== null;

  return facet.selected;
}

/**
 * Every facet of the listing, each a collapsible group (a native disclosure, reachable and toggled with the
 * keyboard); the first groups open, the rest folded, and past the first few a "more filters" button. A change gives
 * the next URL state to `onChange`; what is folded is only the panel's own state.
 */
export function FilterPanel({ facets, query, onChange }: Props) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all ? facets : facets.filter((facet, index) => index < SHOWN_GROUPS || isActive(facet));
  const hidden = facets.length - shown.length;
  const foldable = facets.length > shown.length || (all && facets.length > SHOWN_GROUPS);

  return (
    <div data-test="filter-panel">
      <div className="divide-y divide-border">
        {shown.map((facet, index) => (
          <details
            key={facet.key}
            open={index < OPEN_GROUPS || isActive(facet)}
            className="group py-3 first:pt-0"
            data-test={`facet-${facet.key}`}
          >
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-sm text-sm font-semibold focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {facet.label}
              <span aria-hidden="true" className="text-text-subtle transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="mt-3">
              <FacetBody facet={facet} query={query} onChange={onChange} />
            </div>
          </details>
        ))}
      </div>
      {foldable && (
        <button
          type="button"
          onClick={() => setAll((value) => !value)}
          aria-expanded={all}
          data-test="filters-more"
          className="mt-3 rounded-sm text-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          {all ? t('listing.fewer_filters') : t('listing.more_filters', { count: hidden })}
        </button>
      )}
    </div>
  );
}

function FacetBody({ facet, query, onChange }: { facet: Facet } & Omit<Props, 'facets'>) {
  const t = useT();
  if (facet.type === 'options') {
    return <FacetOptions facet={facet} onToggle={(value) => onChange(toggleOption(query, facet.key, value))} />;
  }
  if (facet.type === 'range') {
    return <FacetRange facet={facet} onApply={(range) => onChange(setRange(query, facet.key, range))} />;
  }

  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm">
      <input
        type="checkbox"
        checked={facet.selected}
        onChange={(event) => onChange(setToggle(query, facet.key, event.target.checked))}
        data-test={`facet-toggle-${facet.key}`}
        aria-label={t('listing.option_count', { label: t('listing.only_in_stock'), count: facet.count })}
        className="size-4 rounded accent-accent"
      />
      <span className="flex-1">{t('listing.only_in_stock')}</span>
      <span className="text-xs text-text-subtle tabular-nums">{facet.count}</span>
    </label>
  );
}
