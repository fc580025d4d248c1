import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';

import { ActiveFilters } from '@/components/listing/active-filters';
import { FilterPanel } from '@/components/listing/filter-panel';
import { ListingGrid } from '@/components/listing/listing-grid';
import { SortSelect } from '@/components/listing/sort-select';
import { useListingVisit } from '@/hooks/use-listing-visit';
import { useT } from '@/lib/i18n';
import { onDemand } from '@/lib/on-demand';
import { clearFilters } from '@/lib/listing-query';
import { type Listing } from '@/types/listing';

/** The phones' filter sheet (Headless UI's Dialog with it): loaded when the Filters button is first pointed at or used. */
const filterDialog = onDemand(() => import('@/components/listing/filter-dialog').then((module) => module.FilterDialog));
const FilterDialog = filterDialog.Component;

function preloadFilterDialog() {
  filterDialog.preload().catch(() => undefined);
}

/**
 * A product listing with its filters: a sidebar on desktop, a sheet behind a "Filters" button on phones; sort,
 * chips, the grid and the page links. Every change is a visit to the URL of the new state.
 */
export function ListingView({ listing }: { listing: Listing }) {
  const t = useT();
  const visit = useListingVisit(listing);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { total } = listing.products.meta;
  const hasFacets = listing.facets.length > 0;

  return (
    <div className={hasFacets ? 'lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8' : ''}>
      {hasFacets && (
        <aside className="hidden lg:block" aria-label={t('listing.filters')}>
          <FilterPanel facets={listing.facets} query={listing.query} onChange={(query) => visit(query)} />
        </aside>
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-text-muted" data-test="listing-total" aria-live="polite">
            {t('catalog.products_count', { count: total })}
          </p>
          <div className="flex items-center gap-2">
            {hasFacets && (
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                onPointerEnter={preloadFilterDialog}
                onFocus={preloadFilterDialog}
                data-test="filters-open"
                className="inline-flex items-center gap-2 rounded-lg border border-border-strong px-3 py-1.5 text-sm font-medium lg:hidden"
              >
                <SlidersHorizontal className="size-4" aria-hidden="true" />
                {t('listing.filters')}
                {listing.chips.length > 0 && (
                  <span className="rounded-full bg-accent px-1.5 text-xs text-white">{listing.chips.length}</span>
                )}
              </button>
            )}
            <SortSelect listing={listing} onChange={(sort) => visit(listing.query, sort)} />
          </div>
        </div>
        <div className="mt-3">
          <ActiveFilters chips={listing.chips} query={listing.query} onChange={(query) => visit(query)} />
        </div>
        <div className="mt-5">
          {listing.products.data.length === 0 ? (
            <EmptyListing filtered={listing.chips.length > 0} onClear={() => visit(clearFilters(listing.query))} />
          ) : (
            <ListingGrid products={listing.products} />
          )}
        </div>
      </div>
      {hasFacets && (
        <FilterDialog
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          listing={listing}
          onChange={(query) => visit(query)}
        />
      )}
    </div>
  );
}

function EmptyListing({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useT();

  return (
    <div
      className="rounded-xl border border-dashed border-border-strong px-6 py-12 text-center"
      data-test="listing-empty"
    >
      <p className="font-semibold">{filtered ? t('listing.empty_title') : t('listing.empty_scope')}</p>
      {filtered && (
        <>
          <p className="mt-1 text-sm text-text-muted">{t('listing.empty_text')}</p>
          <button
            type="button"
            onClick={onClear}
            data-test="listing-empty-clear"
            className="mt-4 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            {t('listing.clear_all')}
          </button>
        </>
      )}
    </div>
  );
}
