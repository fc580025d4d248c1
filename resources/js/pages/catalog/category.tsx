import { Link } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Pagination, type PageLinks } from '@/components/catalog/pagination';
import { Container } from '@/components/layout/container';
import { ProductCard } from '@/components/product/product-card';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { type ProductCard as Product } from '@/types/catalog';

type Props = {
  category: { id: number; name: string; slug: string; depth: number };
  breadcrumbs: Crumb[];
  children: { name: string; slug: string; url: string }[];
  products: {
    data: Product[];
    meta: { current_page: number; last_page: number; per_page: number; total: number };
    links: PageLinks;
  };
};

/** A category of any level: its children and the products of everything below it. */
export default function CategoryPage({ category, breadcrumbs, children, products }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 data-test="category-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {category.name}
        </h1>
        <p className="text-sm text-neutral-500 dark:text-neutral-400">
          {t('catalog.products_count', { count: products.meta.total })}
        </p>
      </div>
      {children.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2" data-test="category-children">
          {children.map((child) => (
            <li key={child.slug}>
              <Link
                href={child.url}
                prefetch="hover"
                className="inline-block rounded-full border border-neutral-200 px-4 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:hover:text-brand-400"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {products.data.length === 0 ? (
        <p className="mt-10 text-neutral-600 dark:text-neutral-400">{t('catalog.empty')}</p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-test="product-grid">
          {products.data.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
      <Pagination page={products.meta.current_page} pages={products.meta.last_page} links={products.links} />
    </Container>
  );
}

CategoryPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
