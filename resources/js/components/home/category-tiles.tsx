import { Link } from '@inertiajs/react';

import { useRoute } from '@/lib/route';
import { type CategoryNode } from '@/types/catalog';

/** The top categories as tiles, each with its image (when staff gave one), its first subcategories and its label badge. */
export function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  const route = useRoute();

  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4" data-test="home-categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            href={route('catalog.category', { slug: category.slug })}
            prefetch="hover"
            className="flex h-full flex-col rounded-xl border border-neutral-200 p-4 transition-colors hover:border-accent dark:border-neutral-800"
          >
            {/* The badge sits above the name, not beside it: the name keeps the tile's whole width, so a long word
                ("электротранспорт") wraps inside the tile only when it cannot fit on a line of its own. */}
            {category.label[0] !== undefined && (
              <span
                className="mb-2 self-start rounded px-1.5 py-0.5 text-[11px] font-bold"
                style={{ color: category.label[0].font_color, backgroundColor: category.label[0].bg_color }}
              >
                {category.label[0].name}
              </span>
            )}
            {category.image !== undefined && category.image !== null && (
              <img
                src={category.image}
                alt=""
                loading="lazy"
                className="mb-3 size-16 rounded-lg object-cover"
                data-test={`category-image-${category.slug}`}
              />
            )}
            <span className="font-semibold break-words hyphens-auto">{category.name}</span>
            <span className="mt-2 line-clamp-2 text-xs text-neutral-500 dark:text-neutral-400">
              {category.category_in_subcategory
                .slice(0, 3)
                .map((sub) => sub.name)
                .join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
