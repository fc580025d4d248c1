import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { EmptyList } from '@/components/favourites/empty-list';
import { Container } from '@/layouts/storefront/container';
import { ProductCard } from '@/components/products/product-card';
import { StockAlertButtons } from '@/components/stock-alerts/stock-alert-buttons';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type ProductCard as Product } from '@/types/catalog';

type Props = {
  breadcrumbs: Crumb[];
  products: Product[];
};

/**
 * The shopper's favourites, newest first; the heart on each card takes it off the list, and under each card the shopper
 * asks to be told when its price drops (or when it is back, for one out of stock).
 */
export default function FavouritesPage({ breadcrumbs, products }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 data-test="favourites-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('favourites.title')}
        </h1>
        {products.length > 0 && (
          <p data-test="favourites-count" className="text-sm text-text-muted">
            {t('favourites.count', { count: products.length })}
          </p>
        )}
      </div>
      {products.length === 0 ? (
        <EmptyList title="favourites.empty" hint="favourites.empty_hint" test="favourites-empty" />
      ) : (
        <div
          data-test="favourites-list"
          className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
        >
          {products.map((product) => (
            <div key={product.id} className="flex min-w-0 flex-col gap-2 [&>*:first-child]:flex-1">
              <ProductCard product={product} headingLevel={2} />
              <StockAlertButtons productId={product.id} inStock={product.is_stock} compact />
            </div>
          ))}
        </div>
      )}
    </Container>
  );
}

FavouritesPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
