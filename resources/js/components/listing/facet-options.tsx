import { useState } from 'react';

import { useT } from '@/lib/i18n';
import { type OptionsFacet } from '@/types/listing';

/** Long option lists show this many until the shopper asks for all. */
export const VISIBLE_OPTIONS = 8;

/** A facet's options as checkboxes with the count each would give; selected ones always stay visible. */
export function FacetOptions({ facet, onToggle }: { facet: OptionsFacet; onToggle: (value: string) => void }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const overflow = facet.options.length > VISIBLE_OPTIONS;
  const shown =
    expanded || !overflow
      ? facet.options
      : facet.options.filter((option, index) => index < VISIBLE_OPTIONS || option.selected);

  return (
    <div>
      <ul className="space-y-1.5">
        {shown.map((option) => {
          const id = `facet-${facet.key}-${option.value}`;

          return (
            <li key={option.value}>
              <label
                htmlFor={id}
                className={`flex cursor-pointer items-center gap-2.5 text-sm ${option.count === 0 && !option.selected ? 'text-text-disabled' : ''}`}
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={option.selected}
                  disabled={option.count === 0 && !option.selected}
                  onChange={() => onToggle(option.value)}
                  aria-label={t('listing.option_count', { label: option.label, count: option.count })}
                  data-test={`facet-option-${facet.key}-${option.value}`}
                  className="size-4 rounded border-border-strong accent-accent"
                />
                <span className="flex-1">{option.label}</span>
                <span className="text-xs text-text-subtle tabular-nums">{option.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {overflow && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          data-test={`facet-more-${facet.key}`}
          className="mt-2 text-sm font-medium text-accent-text hover:underline"
        >
          {expanded ? t('listing.show_less') : t('listing.show_all', { count: facet.options.length })}
        </button>
      )}
    </div>
  );
}
