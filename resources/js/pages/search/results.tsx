import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { ListingView } from '@/components/listing/listing-view';
import { ProductSlider } from '@/components/products/product-slider';
import { TopCategories } from '@/components/search/top-categories';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ProductCard } from '@/types/catalog';
import { type Listing } from '@/types/listing';

type Props = {
  /** `corrected`: the query the results are for when the shopper's own words found nothing (typo, keyboard layout). */
  search: { query: string; corrected: string | null };
  /** Popular products, sent when the search finds nothing. */
  popular: ProductCard[];
  breadcrumbs: Crumb[];
  listing: Listing;
};

/**
 * Search results with the same filters and sorts as a category. Results of a corrected query say so; a query that
 * finds nothing says so and offers popular products and the top categories instead.
 */
export default function SearchResultsPage({ search, popular, breadcrumbs, listing }: Props) {
  const t = useT();
  const nothing = listing.products.meta.total === 0 && listing.chips.length === 0;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="search-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {search.query === '' ? t('search_results.title_empty') : t('search_results.title', { query: search.query })}
      </h1>
      {search.corrected !== null && (
        <div data-test="search-corrected" className="mt-2">
          <p className="text-lg font-semibold">{t('search_results.corrected', { query: search.corrected })}</p>
          <p className="text-sm text-text-muted">{t('search_results.corrected_from', { query: search.query })}</p>
        </div>
      )}
      {nothing ? (
        <>
          <div
            className="mt-6 rounded-xl border border-dashed border-border-strong px-6 py-12 text-center"
            data-test="search-nothing"
          >
            <p className="font-semibold">
              {search.query === '' ? t('search_results.type_something') : t('search_results.nothing')}
            </p>
            <p className="mt-1 text-sm text-text-muted">{t('search_results.nothing_hint')}</p>
            <Link
              href={route('catalog.index')}
              className="mt-4 inline-block rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
            >
              {t('search_results.browse_catalog')}
            </Link>
          </div>
          <ProductSlider id="search-popular" title={t('search_results.popular')} products={popular} />
          <TopCategories id="search-categories" title={t('search_results.top_categories')} />
        </>
      ) : (
        <div className="mt-6">
          <ListingView listing={listing} />
        </div>
      )}
    </Container>
  );
}

SearchResultsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
