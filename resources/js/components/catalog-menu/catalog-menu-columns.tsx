import { Link } from '@/components/ui/link';
import { useRoute } from '@/lib/route';
import { type CategoryNode } from '@/types/catalog';

const linkClass = 'rounded-sm hover:text-accent-text focus-visible:outline-2 focus-visible:outline-accent';

/** The selected category's subcategories with their sub-subcategories, as a masonry of CSS columns. */
export function CatalogMenuColumns({ category, onNavigate }: { category: CategoryNode; onNavigate: () => void }) {
  const route = useRoute();

  return (
    <div className="flex-1 overflow-y-auto py-5 pl-8" data-test="catalog-menu-columns">
      <ul className="columns-2 gap-8 xl:columns-3">
        {category.category_in_subcategory.map((sub) => (
          <li key={sub.id} className="mb-5 break-inside-avoid">
            <Link
              href={route('catalog.category', { slug: category.slug, subSlug: sub.slug })}
              prefetch="hover"
              onClick={onNavigate}
              data-test={`catalog-menu-link-${sub.slug}`}
              className={`text-sm font-semibold text-text ${linkClass}`}
            >
              {sub.name}
            </Link>
            {sub.subsubcategory_in_subcategory.length > 0 && (
              <ul className="mt-2 space-y-1.5 text-sm text-text-muted">
                {sub.subsubcategory_in_subcategory.map((leaf) => (
                  <li key={leaf.id}>
                    <Link
                      href={route('catalog.category', {
                        slug: category.slug,
                        subSlug: sub.slug,
                        subSubSlug: leaf.slug,
                      })}
                      prefetch="hover"
                      onClick={onNavigate}
                      data-test={`catalog-menu-link-${leaf.slug}`}
                      className={linkClass}
                    >
                      {leaf.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
