import { usePage } from '@inertiajs/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';

import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryTiles } from '@/components/home/category-tiles';
import { PromoBanner } from '@/components/home/promo-banner';
import { PromotionStrip } from '@/components/home/promotion-strip';
import { StoresBlock } from '@/components/home/stores-block';
import { Container } from '@/layouts/storefront/container';
import { ProductSlider } from '@/components/products/product-slider';
import { useWhenNear } from '@/hooks/use-when-near';
import StorefrontLayout from '@/layouts/storefront-layout';
import {
  inStock,
  loadNewProducts,
  loadPopularProducts,
  loadSalesProducts,
  loadShops,
  newProductsForSlider,
  sortStores,
} from '@/lib/home-widgets';
import { useT } from '@/lib/i18n';
import { headerActions, useHeaderState } from '@/state/header-state';
import { type ProductCard, type StoreSummary } from '@/types/catalog';
import { type HomeBanner, type HomePromotion } from '@/types/home';

// The shopper's recently viewed row: its code loads once the page is live, outside the page's first chunks.
const RecentlyViewed = lazy(() =>
  import('@/components/recently-viewed/recently-viewed').then((module) => ({ default: module.RecentlyViewed })),
);
const unchanging = () => () => {};

type Props = {
  newProducts: ProductCard[];
  popularProducts: ProductCard[];
  salesProducts: ProductCard[];
  stores: StoreSummary[];
  /** The banners running now; none: the static promotions banner. */
  banners: HomeBanner[];
  /** The running promotions, in the shop's order. */
  promotions: HomePromotion[];
};

/** The running banners (or the static promotions banner), categories, running promotions, new / popular / discounted products and the stores. */
export default function Home({ newProducts, popularProducts, salesProducts, stores, banners, promotions }: Props) {
  const t = useT();
  const { locale, catalog } = usePage().props;
  const state = useHeaderState((s) => s);

  const widgets = useRef<HTMLDivElement>(null);
  // Nothing of the recently viewed row on the server or while its HTML hydrates; the row then asks for the list itself.
  const live = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

  useEffect(() => {
    // First paint uses the server's lists.
    headerActions.setNewProducts(newProductsForSlider(newProducts));
    headerActions.setPopularProducts(popularProducts);
    headerActions.setSalesProducts(inStock(salesProducts));
    headerActions.setShops(sortStores(stores));
  }, [newProducts, popularProducts, salesProducts, stores]);

  // The widgets then refresh through the JSON API once the shopper nears them: on a phone they are below the
  // fold, and the API client (with axios) loads only then.
  useWhenNear(
    widgets,
    () => {
      void loadNewProducts(locale);
      void loadPopularProducts(locale);
      void loadSalesProducts(locale);
      void loadShops(locale);
    },
    locale,
  );

  const pick = <T,>(fromStore: T[], fromServer: T[]) => (fromStore.length > 0 ? fromStore : fromServer);

  return (
    <Container className="py-6 sm:py-8">
      {banners.length > 0 ? <BannerCarousel banners={banners} heading={t('home.tagline')} /> : <PromoBanner />}
      <CategoryTiles categories={catalog} />
      <PromotionStrip promotions={promotions} />
      <div ref={widgets}>
        <ProductSlider
          id="new"
          title={t('home.new_products')}
          products={pick(state.newProducts, newProductsForSlider(newProducts))}
        />
        <ProductSlider
          id="popular"
          title={t('home.popular_products')}
          products={pick(state.popularProducts, popularProducts)}
        />
        <ProductSlider
          id="sales"
          title={t('home.sales_products')}
          products={pick(state.salesProducts, inStock(salesProducts))}
        />
        {/* The shopper's own row, asked for after the page is shown; below the shared rows, so it moves none of them. */}
        {live && (
          <Suspense fallback={null}>
            <RecentlyViewed />
          </Suspense>
        )}
        <StoresBlock stores={pick(state.shops, sortStores(stores))} />
      </div>
    </Container>
  );
}

Home.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
