import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';

import { iconButtonClass } from '@/components/ui/icon-button';
import { FilterPanel } from '@/components/listing/filter-panel';
import { useT } from '@/lib/i18n';
import { type Listing, type ListingQuery } from '@/types/listing';

type Props = {
  open: boolean;
  onClose: () => void;
  listing: Listing;
  onChange: (query: ListingQuery) => void;
};

/** The filter panel on phones: a sheet over the page, with the live result count on its close button. */
export function FilterDialog({ open, onClose, listing, onChange }: Props) {
  const t = useT();

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <DialogPanel
        data-test="filter-dialog"
        className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col bg-surface-raised shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <DialogTitle className="text-lg font-bold">{t('listing.filters')}</DialogTitle>
          <button type="button" onClick={onClose} aria-label={t('listing.filters_close')} className={iconButtonClass}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <FilterPanel facets={listing.facets} query={listing.query} onChange={onChange} />
        </div>
        <div className="border-t border-border p-4">
          <button
            type="button"
            onClick={onClose}
            data-test="filter-dialog-done"
            className="w-full rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            {t('listing.show_results', { count: listing.products.meta.total })}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
