import { ChevronRight } from 'lucide-react';

import { CategoryBadge } from '@/components/catalog-menu/category-badge';
import { Link } from '@/components/ui/link';
import { useRoute } from '@/lib/route';
import { type CategoryNode } from '@/types/catalog';

type Props = {
  categories: CategoryNode[];
  selectedSlug: string | null;
  onHover: (slug: string) => void;
  onLeave: () => void;
  onFocus: (slug: string) => void;
  onNavigate: () => void;
};

/** The mega-menu's left column: the top categories, each a link that selects itself on hover or focus. */
export function CatalogMenuTop({ categories, selectedSlug, onHover, onLeave, onFocus, onNavigate }: Props) {
  const route = useRoute();

  return (
    <ul className="w-72 shrink-0 overflow-y-auto border-r border-border py-3">
      {categories.map((category) => {
        const selected = category.slug === selectedSlug;

        return (
          // The hover handlers sit on the item: a prefetching Link replaces its own onMouseEnter/onMouseLeave.
          <li key={category.id} onMouseEnter={() => onHover(category.slug)} onMouseLeave={onLeave}>
            <Link
              href={route('catalog.category', { slug: category.slug })}
              prefetch="hover"
              onFocus={() => onFocus(category.slug)}
              onClick={onNavigate}
              aria-current={selected ? 'true' : undefined}
              data-test={`catalog-menu-top-${category.slug}`}
              data-selected={selected ? 'true' : undefined}
              className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent ${
                selected
                  ? 'bg-accent-soft text-accent-text dark:bg-surface-strong'
                  : 'text-text hover:bg-surface-strong'
              }`}
            >
              <span className="flex-1">{category.name}</span>
              {category.label[0] !== undefined && <CategoryBadge label={category.label[0]} />}
              <ChevronRight className="size-4 text-text-subtle" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
