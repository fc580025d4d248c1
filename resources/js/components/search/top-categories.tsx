import { usePage } from '@inertiajs/react';

import { Link } from '@/components/ui/link';
import { useRoute } from '@/lib/route';

/**
 * The top categories as links, for pages with nothing else to offer (a search without results, a missing page).
 * The category tree is a shared prop, so every page has it without asking.
 */
export function TopCategories({ id, title }: { id: string; title: string }) {
  const route = useRoute();
  const { catalog } = usePage().props;
  if (catalog.length === 0) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 w-full text-left" data-test={id}>
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {catalog.map((category) => (
          <li key={category.slug}>
            <Link
              href={route('catalog.category', { slug: category.slug })}
              prefetch="hover"
              data-test="top-category"
              className="flex h-full items-center rounded-card border border-border px-3 py-3 text-sm font-semibold transition-colors hover:border-accent hover:text-accent-text sm:px-4 sm:text-base"
            >
              {/* In its own span, as on the home tiles: a flex item keeps a long word whole and would spill past a
                  phone's edge ("электротранспорт" at 360 px); a span lets it break when it cannot fit on a line.
                  The smaller type on phones fits that word whole, so it is not cut where no hyphen shows. */}
              <span className="min-w-0 break-words hyphens-auto">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
