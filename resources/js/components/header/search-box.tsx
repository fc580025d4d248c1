import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { useT } from '@/lib/i18n';

/** The search field. Its text clears on a click outside it (spec §4); searching itself comes later. */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const clearOnOutsideClick = (event: MouseEvent) => {
      if (form.current !== null && !form.current.contains(event.target as Node)) {
        setQuery('');
      }
    };
    document.addEventListener('mousedown', clearOnOutsideClick);

    return () => document.removeEventListener('mousedown', clearOnOutsideClick);
  }, []);

  return (
    <form
      ref={form}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      data-test="search-form"
      className={`relative ${className}`}
    >
      <label htmlFor="header-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="header-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        data-test="search-input"
        className="h-10 w-full min-w-0 rounded-lg border border-neutral-300 bg-white pr-10 pl-3 text-sm text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:placeholder:text-neutral-400"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        data-test="search-submit"
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-md text-neutral-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-neutral-400"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
