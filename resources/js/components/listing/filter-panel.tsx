import { FacetOptions } from '@/components/listing/facet-options';
import { FacetRange } from '@/components/listing/facet-range';
import { useT } from '@/lib/i18n';
import { setRange, setToggle, toggleOption } from '@/lib/listing-query';
import { type Facet, type ListingQuery } from '@/types/listing';

type Props = {
  facets: Facet[];
  query: ListingQuery;
  onChange: (query: ListingQuery) => void;
};

/** Every facet of the listing, each a collapsible group; a change gives the next URL state to `onChange`. */
export function FilterPanel({ facets, query, onChange }: Props) {
  const t = useT();

  return (
    <div className="divide-y divide-neutral-200 dark:divide-neutral-800" data-test="filter-panel">
      {facets.map((facet) => (
        <details key={facet.key} open className="group py-3 first:pt-0" data-test={`facet-${facet.key}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
            {facet.label}
            <span aria-hidden="true" className="text-neutral-400 transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="mt-3">
            {facet.type === 'options' && (
              <FacetOptions facet={facet} onToggle={(value) => onChange(toggleOption(query, facet.key, value))} />
            )}
            {facet.type === 'range' && (
              <FacetRange facet={facet} onApply={(range) => onChange(setRange(query, facet.key, range))} />
            )}
            {facet.type === 'toggle' && (
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
                <span className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">{facet.count}</span>
              </label>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
