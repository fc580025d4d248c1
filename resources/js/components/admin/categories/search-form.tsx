import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';

/** A list's search box: sends `q` to the list's own address, empty for everything. */
export function SearchForm({ url, value, label, hint }: { url: string; value: string; label: string; hint?: string }) {
  const t = useT();
  const [q, setQ] = useState(value);

  return (
    <form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        router.get(url, q.trim() === '' ? {} : { q: q.trim() }, { preserveState: true });
      }}
    >
      <TextField
        name="q"
        type="search"
        label={label}
        hint={hint}
        value={q}
        onChange={setQ}
        className="min-w-60 flex-1"
      />
      <Button type="submit" variant="secondary" test="search-submit">
        {t('admin.catalog.search')}
      </Button>
    </form>
  );
}
