import { usePage } from '@inertiajs/react';
import { type MouseEvent, type ReactNode } from 'react';

import { optionId, type SuggestionOption, showAllIndex } from '@/components/search/suggestion-types';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

type Props = {
  id: string;
  options: SuggestionOption[];
  activeIndex: number;
  query: string;
  onChoose: (option: SuggestionOption) => void;
  onShowAll: () => void;
};

const GROUPS: { kind: SuggestionOption['kind']; title: TranslationKey }[] = [
  { kind: 'product', title: 'search.products' },
  { kind: 'category', title: 'search.categories' },
  { kind: 'brand', title: 'search.brands' },
];

// Keeps the focus in the input: choosing with the mouse must not blur it first.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The dropdown under the search field: products, categories and brands as options of one listbox, and last the
 * option that opens every result (reached with the arrows like the others).
 */
export function SuggestionsList({ id, options, activeIndex, query, onChoose, onShowAll }: Props) {
  const t = useT();

  return (
    <div
      data-test="search-suggestions"
      className="absolute top-full right-0 left-0 z-50 mt-1 rounded-lg border border-border bg-surface-raised py-2 shadow-lg max-sm:fixed max-sm:top-auto max-sm:right-0 max-sm:left-0 max-sm:rounded-none max-sm:border-x-0"
    >
      {/* The listbox itself scrolls: the search field drives it (aria-activedescendant), so keyboard users reach
          every option and no scrolling box without a focusable element is left around it. */}
      <ul id={id} role="listbox" aria-label={t('search.suggestions')} className="max-h-[70vh] overflow-y-auto">
        {options.length === 0 && (
          <li role="presentation" data-test="search-no-suggestions" className="px-4 py-3 text-sm text-text-subtle">
            {t('search.no_suggestions', { query })}
          </li>
        )}
        {GROUPS.map(({ kind, title }) => {
          const rows = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
          if (rows.length === 0) {
            return null;
          }

          return (
            <li key={kind} role="presentation">
              <p
                id={`${id}-${kind}`}
                className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-text-subtle uppercase"
              >
                {t(title)}
              </p>
              <ul role="group" aria-labelledby={`${id}-${kind}`}>
                {rows.map(({ option, index }) => (
                  <Option
                    key={option.key}
                    id={optionId(id, index)}
                    active={index === activeIndex}
                    option={option}
                    onChoose={onChoose}
                  />
                ))}
              </ul>
            </li>
          );
        })}
        <li
          id={optionId(id, showAllIndex(options))}
          role="option"
          aria-selected={activeIndex === showAllIndex(options)}
          onMouseDown={keepFocus}
          onClick={onShowAll}
          data-test="search-show-all"
          className={`mt-1 cursor-pointer border-t border-border px-4 pt-2 pb-1 text-sm font-medium text-accent-text hover:underline ${
            activeIndex === showAllIndex(options) ? 'bg-accent-soft underline dark:bg-surface-strong' : ''
          }`}
        >
          {t('search.show_all', { query })}
        </li>
      </ul>
    </div>
  );
}

function Option({
  id,
  active,
  option,
  onChoose,
}: {
  id: string;
  active: boolean;
  option: SuggestionOption;
  onChoose: (option: SuggestionOption) => void;
}) {
  const { locale } = usePage().props;
  let content: ReactNode;
  if (option.kind === 'product') {
    const { product } = option;
    content = (
      <>
        <img
          src={product.image}
          alt=""
          width={40}
          height={32}
          loading="lazy"
          className="size-10 shrink-0 rounded object-cover"
        />
        {/* The price under the name, which keeps the row's width: whole names on up to three lines, since two
            models often differ only at the end (memory, colour). */}
        <span className="min-w-0 flex-1">
          <span className="line-clamp-3 break-words" data-test="search-suggestion-name">
            {product.name}
          </span>
          <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
            {product.old_price !== null && (
              <span className="text-xs text-text-subtle line-through">{formatPrice(product.old_price, locale)}</span>
            )}
            <span data-test="search-suggestion-price" className="font-bold text-text">
              {formatPrice(product.price, locale)}
            </span>
          </span>
        </span>
      </>
    );
  } else {
    content = <span className="min-w-0 flex-1 truncate">{option.link.name}</span>;
  }

  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={keepFocus}
      onClick={() => onChoose(option)}
      data-test={`search-suggestion-${option.kind}`}
      className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-text ${
        active ? 'bg-accent-soft text-accent-text dark:bg-surface-strong dark:text-text' : 'hover:bg-surface-strong'
      }`}
    >
      {content}
    </li>
  );
}
