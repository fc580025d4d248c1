import { Link } from '@inertiajs/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

import { useT } from '@/lib/i18n';

export type PageLinks = { prev: string | null; next: string | null };

/** Previous / next page as real links (crawlable, work without JavaScript), with "page N of M" between. */
export function Pagination({ page, pages, links }: { page: number; pages: number; links: PageLinks }) {
  const t = useT();
  if (pages <= 1) return null;
  const linkClass =
    'inline-flex items-center gap-1 rounded-lg border border-neutral-200 px-3 py-2 text-sm font-medium hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-800';

  return (
    <nav
      aria-label={t('catalog.pagination')}
      className="mt-8 flex items-center justify-center gap-4"
      data-test="pagination"
    >
      {links.prev !== null && (
        <Link href={links.prev} prefetch="hover" rel="prev" className={linkClass} data-test="pagination-prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('catalog.previous_page')}
        </Link>
      )}
      <span className="text-sm text-neutral-600 dark:text-neutral-400">{t('catalog.page_of', { page, pages })}</span>
      {links.next !== null && (
        <Link href={links.next} prefetch="hover" rel="next" className={linkClass} data-test="pagination-next">
          {t('catalog.next_page')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
