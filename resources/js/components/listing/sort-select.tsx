import { useT } from '@/lib/i18n';
import { type Listing } from '@/types/listing';

/** The listing's order as a native select: keyboard and screen-reader friendly on every device. */
export function SortSelect({ listing, onChange }: { listing: Listing; onChange: (sort: string) => void }) {
  const t = useT();

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only text-text-muted sm:not-sr-only">{t('listing.sort_label')}</span>
      <select
        value={listing.sort}
        onChange={(event) => onChange(event.target.value)}
        data-test="sort-select"
        className="max-w-48 rounded-lg border border-border-strong bg-surface-raised py-1.5 pr-8 pl-2.5 text-sm"
      >
        {listing.sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
