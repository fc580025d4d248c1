import { router, usePage } from '@inertiajs/react';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import {
  optionId,
  type SuggestionOption,
  type Suggestions,
  showAllIndex,
  suggestionOptions,
} from '@/components/search/suggestion-types';
import { useSearchSuggestions } from '@/hooks/use-search-suggestions';
import { useT } from '@/lib/i18n';
import { onDemand } from '@/lib/on-demand';
import { useRoute } from '@/lib/route';

/** The list under the field: loaded when the field is first focused, shown once there are suggestions. */
const suggestionsList = onDemand(() =>
  import('@/components/search/suggestions-list').then((module) => module.SuggestionsList),
);
const SuggestionsList = suggestionsList.Component;

function preloadSuggestionsList() {
  suggestionsList.preload().catch(() => undefined);
}

/** Arrow keys cycle through the options and back to the field itself (-1). */
function nextIndex(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  if (next >= count) {
    return -1;
  }

  return next < -1 ? count - 1 : next;
}

/** The query of the search results page on screen; empty on every other page. */
function usePageQuery(): string {
  const { component, props } = usePage<{ search?: { query?: unknown } }>();
  const query = props.search?.query;

  return component === 'search/results' && typeof query === 'string' ? query : '';
}

/**
 * The header search field (ARIA combobox): suggestions as the shopper types, arrows to move through them (the last
 * option opens every result), Enter to open the active one or the results page, Escape to close. On the results
 * page it holds the query searched for. A click outside it puts back the page's query, clearing what was being
 * typed elsewhere.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const pageQuery = usePageQuery();
  const [query, setQuery] = useState(pageQuery);
  const [open, setOpen] = useState(false);
  // The active option belongs to one answer: new suggestions start with none, so Enter searches for the text.
  const [active, setActive] = useState<{ of: Suggestions | null; index: number }>({ of: null, index: -1 });
  const form = useRef<HTMLFormElement>(null);
  const listId = useId();
  const { suggestions } = useSearchSuggestions(query, locale);
  const options = suggestionOptions(suggestions);
  // The suggestions plus "see all results" after them.
  const count = options.length + 1;
  const listLoaded = suggestionsList.useLoaded(open && suggestions !== null);
  // Expanded only once the list is there to point at (aria-controls, aria-activedescendant).
  const expanded = open && suggestions !== null && listLoaded;
  const activeIndex = active.of === suggestions ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ of: suggestions, index });

  // The layout stays mounted between pages: each visit shows the new page's query (or none).
  const [shownQuery, setShownQuery] = useState(pageQuery);
  if (shownQuery !== pageQuery) {
    setShownQuery(pageQuery);
    setQuery(pageQuery);
    setOpen(false);
  }

  useEffect(() => {
    const clearOnOutsideClick = (event: MouseEvent) => {
      if (form.current !== null && !form.current.contains(event.target as Node)) {
        setQuery(pageQuery);
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', clearOnOutsideClick);

    return () => document.removeEventListener('mousedown', clearOnOutsideClick);
  }, [pageQuery]);

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    router.visit(option.url);
  };

  const showResults = () => {
    const q = query.trim();
    if (q === '') {
      return;
    }
    setOpen(false);
    router.visit(route('search.results', { q }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions !== null) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex(nextIndex(activeIndex, step, count));
      }
    } else if (event.key === 'Enter' && expanded && activeIndex === showAllIndex(options)) {
      event.preventDefault();
      showResults();
    } else if (event.key === 'Enter' && expanded && options[activeIndex] !== undefined) {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <form
      method="get"
      // Before the page's script runs (a slow phone) or without it, Enter still opens the results page.
      action={route('search.results')}
      ref={form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
      data-test="search-form"
      className={`relative ${className}`}
    >
      <label htmlFor="header-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          preloadSuggestionsList();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        data-test="search-input"
        className="h-10 w-full min-w-0 rounded-lg border border-border-strong bg-surface-raised pr-10 pl-3 text-sm text-text placeholder:text-text-subtle focus:border-focus focus:outline-2 focus:outline-focus/30"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        data-test="search-submit"
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-md text-text-subtle hover:text-accent-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      {expanded && (
        <SuggestionsList
          open
          id={listId}
          options={options}
          activeIndex={activeIndex}
          query={suggestions.query}
          onChoose={choose}
          onShowAll={showResults}
        />
      )}
    </form>
  );
}
