import { type FormEvent, useState } from 'react';

import { useT } from '@/lib/i18n';
import { type Range, type RangeFacet } from '@/types/listing';

function parse(text: string): number | null {
  const value = Number(text.replace(',', '.').replace(/\s/g, ''));

  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
}

/** A numeric range (price, diagonal…) as "from"/"to" fields, applied with Enter or the button. */
export function FacetRange({ facet, onApply }: { facet: RangeFacet; onApply: (range: Range) => void }) {
  const t = useT();
  const [min, setMin] = useState(facet.selected?.min?.toString() ?? '');
  const [max, setMax] = useState(facet.selected?.max?.toString() ?? '');
  // Keeps the fields in step when the selection changes elsewhere (a chip removed, back/forward).
  const selectedKey = `${facet.selected?.min ?? ''}-${facet.selected?.max ?? ''}`;
  const [shownKey, setShownKey] = useState(selectedKey);
  if (shownKey !== selectedKey) {
    setShownKey(selectedKey);
    setMin(facet.selected?.min?.toString() ?? '');
    setMax(facet.selected?.max?.toString() ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ min: parse(min), max: parse(max) });
  };
  const unit = facet.unit === '' ? '' : ` (${facet.unit})`;
  const field =
    'w-full min-w-0 rounded-lg border border-border-strong bg-surface-raised px-2.5 py-1.5 text-sm tabular-nums';

  return (
    <form method="get" onSubmit={submit} className="flex items-end gap-2" data-test={`facet-range-${facet.key}`}>
      <label className="flex-1 text-xs text-text-subtle">
        {t('listing.min')}
        {unit}
        <input
          type="text"
          inputMode="decimal"
          value={min}
          placeholder={String(facet.min)}
          onChange={(event) => setMin(event.target.value)}
          data-test={`facet-range-${facet.key}-min`}
          className={field}
        />
      </label>
      <label className="flex-1 text-xs text-text-subtle">
        {t('listing.max')}
        {unit}
        <input
          type="text"
          inputMode="decimal"
          value={max}
          placeholder={String(facet.max)}
          onChange={(event) => setMax(event.target.value)}
          data-test={`facet-range-${facet.key}-max`}
          className={field}
        />
      </label>
      <button
        type="submit"
        data-test={`facet-range-${facet.key}-apply`}
        className="rounded-lg border border-border-strong px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent-text"
      >
        {t('listing.apply')}
      </button>
    </form>
  );
}
