import { usePage } from '@inertiajs/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { pageHref, pageRange } from '@/components/ui/page-range';
import { useT } from '@/lib/i18n';

type Props = {
  page: number;
  pages: number;
  /** A page's URL; by default the current URL with `?page=N` (page 1 without it), as the listings build theirs. */
  href?: (page: number) => string;
  /** The server's own previous / next links when it sends them (a listing's `links`); else built with `href`. */
  links?: { prev: string | null; next: string | null };
  /** Pages shown on each side of the current one. */
  siblings?: number;
};

const itemClasses =
  'inline-flex h-control min-w-control items-center justify-center gap-1 rounded-control border px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

/** Page links as real links (crawlable, work without JavaScript): previous, numbers with gaps, next. */
export function Pagination({ page, pages, href, links, siblings = 1 }: Props) {
  const t = useT();
  const { url } = usePage();
  if (pages <= 1) return null;
  const to = href ?? ((target: number) => pageHref(url, target));
  const prev = page > 1 ? (links?.prev ?? to(page - 1)) : null;
  const next = page < pages ? (links?.next ?? to(page + 1)) : null;
  const idle = `${itemClasses} border-border bg-surface text-text hover:bg-surface-muted`;
  const items = pageRange(page, pages, siblings);
  // On phones a long range keeps the first, the current and the last page: the neighbours are one tap away anyway.
  const long = items.includes('gap');
  const shownOnPhones = (item: number) => !long || item === 1 || item === page || item === pages;

  return (
    <nav aria-label={t('catalog.pagination')} className="flex justify-center" data-test="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {prev !== null && (
          <li>
            <Link href={prev} prefetch="hover" rel="prev" className={idle} data-test="pagination-prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('catalog.previous_page')}</span>
            </Link>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-text-muted">
              …
            </li>
          ) : (
            <li key={item} className={shownOnPhones(item) ? undefined : 'hidden sm:list-item'}>
              <Link
                href={to(item)}
                prefetch="hover"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: item })}
                data-test={`pagination-page-${item}`}
                className={item === page ? `${itemClasses} border-accent bg-accent text-on-accent` : idle}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {next !== null && (
          <li>
            <Link href={next} prefetch="hover" rel="next" className={idle} data-test="pagination-next">
              <span className="sr-only sm:not-sr-only">{t('catalog.next_page')}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
