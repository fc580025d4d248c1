import { router } from '@inertiajs/react';
import { useState } from 'react';

import { ProductCard } from '@/components/products/product-card';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n';
import { type ProductCard as Product } from '@/types/catalog';
import { type Listing } from '@/types/listing';

/** Cards in the grid's widest first row (four columns): their pictures load at once, the rest when scrolled to. */
export const FIRST_ROW = 4;

/**
 * The product grid with real page links and "show more", which loads the next page under the current one (the URL
 * moves to that page, so a reload or a shared link shows it). Every listing's grid follows its page's title, so the
 * product names are second-level headings.
 */
export function ListingGrid({ products }: { products: Listing['products'] }) {
  const t = useT();
  const [items, setItems] = useState<Product[]>(products.data);
  const [shown, setShown] = useState(products);
  const [appending, setAppending] = useState(false);
  const [loading, setLoading] = useState(false);

  if (shown !== products) {
    setShown(products);
    setItems((previous) => (appending ? [...previous, ...products.data] : products.data));
    setAppending(false);
  }

  const next = products.links.next;
  const remaining = products.meta.total - products.meta.per_page * products.meta.current_page;
  // The server numbers at most so many pages; the true count (`total`) can be more than they hold.
  const capped = products.meta.last_page * products.meta.per_page < products.meta.total;
  const showMore = () => {
    if (next === null) return;
    setAppending(true);
    router.get(
      next,
      {},
      {
        preserveScroll: true,
        preserveState: true,
        onStart: () => setLoading(true),
        onFinish: () => setLoading(false),
        onError: () => setAppending(false),
        onCancel: () => setAppending(false),
      },
    );
  };

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-test="product-grid">
        {items.map((product, index) => (
          <ProductCard key={product.id} product={product} headingLevel={2} priority={index < FIRST_ROW} />
        ))}
      </div>
      {next !== null && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" size="lg" onClick={showMore} loading={loading} test="show-more">
            {loading
              ? t('listing.loading')
              : t('listing.show_more', { count: Math.min(remaining, products.meta.per_page) })}
          </Button>
        </div>
      )}
      <div className="mt-8">
        <Pagination page={products.meta.current_page} pages={products.meta.last_page} links={products.links} />
        {capped && products.meta.current_page === products.meta.last_page && (
          <p className="mt-4 text-center text-sm text-text-muted" data-test="listing-pages-capped">
            {t('listing.pages_capped', { pages: products.meta.last_page })}
          </p>
        )}
      </div>
    </>
  );
}
