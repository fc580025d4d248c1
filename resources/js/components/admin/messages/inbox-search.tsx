import { router } from '@inertiajs/react';
import { type ReactNode, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type Props = {
  label: string;
  search: string;
  hint: string;
  apply: string;
  reset: string;
  value: string | null;
  /** The list's URL for a search (the other filters kept). */
  href: (q: string) => string;
  /** The list's URL without any filter. */
  resetHref: string;
  children?: ReactNode;
};

/** An inbox list's search box; searching loads the list with the term in the URL. */
export function InboxSearch({ label, search, hint, apply, reset, value, href, resetHref, children }: Props) {
  const [q, setQ] = useState(value ?? '');

  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      data-test="inbox-search"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        router.get(href(q.trim()), {}, { preserveState: true });
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField name="q" type="search" label={search} placeholder={hint} value={q} onChange={setQ} maxLength={100} />
      </div>
      {children}
      <div className="flex gap-2">
        <Button type="submit" test="search-apply">
          {apply}
        </Button>
        <Button variant="ghost" href={resetHref} test="search-reset">
          {reset}
        </Button>
      </div>
    </form>
  );
}
