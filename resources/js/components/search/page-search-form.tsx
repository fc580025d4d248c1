import { router } from '@inertiajs/react';
import { Search } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** A search field in a page's body (a missing page), opening the results page as the header's search does. */
export function PageSearchForm({ test, label }: { test: string; label: string }) {
  const t = useT();
  const route = useRoute();
  const [query, setQuery] = useState('');

  return (
    <form
      method="get"
      action={route('search.results')}
      role="search"
      aria-label={label}
      data-test={test}
      className="mt-8 flex w-full max-w-xl items-end gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        if (q !== '') {
          router.visit(route('search.results', { q }));
        }
      }}
    >
      <TextField
        name="q"
        type="search"
        label={t('search.label')}
        value={query}
        onChange={setQuery}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <Button type="submit" test={`${test}-submit`}>
        <Search className="size-4" aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
