import { X } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BlogCategoryFilter } from '@/types/content';

type Props = {
  categories: BlogCategoryFilter[];
  active: { category: string | null; tag: { slug: string; name: string } | null };
};

const chip =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';
const idle = 'border-border text-text-soft hover:bg-surface-strong';
const current = 'border-accent bg-accent text-white';

/** All posts, each category with its count, and the tag being shown (with a link that drops it). */
export function CategoryFilter({ categories, active }: Props) {
  const t = useT();
  const route = useRoute();
  const none = active.category === null && active.tag === null;

  return (
    <nav aria-label={t('blog.categories')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href={route('blog.index')}
            aria-current={none ? 'page' : undefined}
            className={`${chip} ${none ? current : idle}`}
            data-test="blog-category-all"
          >
            {t('blog.all_posts')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={category.url}
              aria-current={active.category === category.slug ? 'page' : undefined}
              className={`${chip} ${active.category === category.slug ? current : idle}`}
              data-test={`blog-category-${category.slug}`}
            >
              {category.name}
              <span className="text-xs opacity-75">({category.count})</span>
            </Link>
          </li>
        ))}
        {active.tag !== null && (
          <li>
            <Link href={route('blog.index')} className={`${chip} ${current}`} data-test="blog-tag-clear">
              #{active.tag.name}
              <X className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('blog.clear_tag')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
