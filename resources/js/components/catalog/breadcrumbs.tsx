import { ChevronRight } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export type Crumb = { name: string; url: string };

/** Home › category › subcategory; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const route = useRoute();
  const all = [{ name: t('breadcrumbs.home'), url: route('home') }, ...items];

  return (
    <nav aria-label={t('catalog.breadcrumbs')} data-test="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-text-subtle">
        {all.map((crumb, index) => (
          <li key={crumb.url} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-3.5" aria-hidden="true" />}
            {index === all.length - 1 ? (
              <span aria-current="page" className="text-text">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.url} prefetch="hover" className="hover:text-accent-text hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
