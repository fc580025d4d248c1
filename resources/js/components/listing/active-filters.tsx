import { X } from 'lucide-react';

import { useT } from '@/lib/i18n';
import { clearFilters, removeFilter } from '@/lib/listing-query';
import { type FilterChip, type ListingQuery } from '@/types/listing';

type Props = { chips: FilterChip[]; query: ListingQuery; onChange: (query: ListingQuery) => void };

/** The selected filters as removable chips, and "clear all". */
export function ActiveFilters({ chips, query, onChange }: Props) {
  const t = useT();
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('listing.selected_filters')} role="group">
      {chips.map((chip) => (
        <button
          key={`${chip.key}-${chip.value ?? ''}`}
          type="button"
          onClick={() => onChange(removeFilter(query, chip.key, chip.value))}
          aria-label={t('listing.remove_filter', { label: chip.label })}
          data-test="filter-chip"
          className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm text-accent-text hover:bg-accent-soft"
        >
          {chip.label}
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(clearFilters(query))}
        data-test="filters-clear"
        className="text-sm font-medium text-text-soft underline-offset-2 hover:underline"
      >
        {t('listing.clear_all')}
      </button>
    </div>
  );
}
