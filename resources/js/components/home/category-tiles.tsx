import { Link } from '@/components/ui/link';
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
            className="flex h-full flex-col rounded-xl border border-border p-2.5 transition-colors sm:p-4 hover:border-accent"
          >
            {/* The badge sits above the name, not beside it: the name keeps the tile's whole width, so a long word
                ("электротранспорт") wraps inside the tile only when it cannot fit on a line of its own. */}
            {category.label[0] !== undefined && (
              <span
                className="mb-2 max-w-full self-start rounded px-1.5 py-0.5 text-[11px] font-bold"
                data-test="category-tile-badge"
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
                decoding="async"
                width={320}
                height={320}
                className="mb-3 size-16 rounded-lg object-cover"
                data-test={`category-image-${category.slug}`}
              />
            )}
            {/* Wrapped between words only; a long word ("Электрокосметика") fits a phone's tile by the smaller type,
                and hyphenates where the browser knows the page's language. */}
            <span
              className="text-[0.8125rem] leading-snug font-semibold tracking-tight [overflow-wrap:normal] hyphens-auto sm:text-base sm:tracking-normal"
              data-test="category-tile-name"
            >
              {category.name}
            </span>
            <span className="mt-2 line-clamp-2 text-xs text-text-subtle">
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
