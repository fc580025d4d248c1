import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { LoadWhenNear } from '@/components/lazy/load-when-near';
import { type CreditProgrammeRow } from '@/components/credit/types';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { OutOfStockAdvice } from '@/components/products/out-of-stock-advice';
import { DeliveryEstimate } from '@/components/products/delivery-estimate';
import { ProductBuyBox } from '@/components/products/product-buy-box';
import { ProductGallery } from '@/components/products/product-gallery';
import { ProductSpecs } from '@/components/products/product-specs';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { type ProductReviews } from '@/components/reviews/types';
import { StoreAvailability } from '@/components/products/store-availability';
import { StockAlertButtons } from '@/components/stock-alerts/stock-alert-buttons';
import {
  type DeliveryEstimate as Estimate,
  type ProductDetails,
  type SpecSection,
  type StoreStock,
  type VariantChoices,
} from '@/components/products/types';
import { Prose } from '@/components/ui/prose';
import { useFreshEstimate } from '@/hooks/use-fresh-estimate';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ProductCard } from '@/types/catalog';

type Props = {
  product: ProductDetails;
  /** The product's family and its variants; null for a product of its own. */
  variants: VariantChoices | null;
  breadcrumbs: Crumb[];
  specs: SpecSection[];
  availability: StoreStock[];
  delivery: Estimate;
  creditProgrammes: CreditProgrammeRow[];
  similar: ProductCard[];
  /** The published reviews of its family (the same for everyone); the shopper's own part comes after the page. */
  reviews: ProductReviews;
};

const CREDIT_ANCHOR = 'credit';

// The shopper's recently viewed row: its code loads once the page is live, outside the page's first chunks.
const RecentlyViewed = lazy(() =>
  import('@/components/recently-viewed/recently-viewed').then((module) => ({ default: module.RecentlyViewed })),
);
const unchanging = () => () => {};
// Parts below the fold that load when the shopper nears them: the credit programmes' table (the buy box's teaser and
// the credit page say the same) and the similar products' row (its slider and cards).
const CreditProgrammeTable = lazy(() =>
  import('@/components/credit/credit-programme-table').then((module) => ({ default: module.CreditProgrammeTable })),
);
const ProductSlider = lazy(() =>
  import('@/components/products/product-slider').then((module) => ({ default: module.ProductSlider })),
);

const REVIEWS_ANCHOR = 'reviews';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A product: pictures, price and credit, stock per store with when a courier or a pickup would have it, specs,
 * description, similar products and the shopper's recently viewed ones.
 */
export default function ProductPage({
  product,
  variants,
  breadcrumbs,
  specs,
  availability,
  delivery,
  creditProgrammes,
  similar,
  reviews,
}: Props) {
  const t = useT();
  const route = useRoute();
  // The page may come from the page cache or from history: the estimate is asked for again once its time has passed.
  const fresh = useFreshEstimate(delivery.refresh_at, 'delivery');
  // Nothing of the row on the server or while its HTML hydrates; the row then asks for the list itself.
  const live = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      {/* minmax(0, 1fr) columns and min-w-0 children: a long word or a wide table never widens the page. */}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="min-w-0">
          <ProductGallery key={product.id} images={product.images} name={product.name} />
        </div>
        <div className="min-w-0">
          <Link
            href={product.brand.url}
            prefetch="hover"
            className="text-sm font-medium tracking-wide text-text-subtle uppercase hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test="product-brand"
          >
            {product.brand.name}
          </Link>
          <h1 data-test="product-heading" className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {product.name}
          </h1>
          <p className="mt-2 text-sm text-text-subtle">
            {t('product.sku')}: <span data-test="product-sku">{product.sku}</span>
          </p>
          <div className="mt-2 empty:hidden">
            <RatingSummary summary={reviews.summary} anchor={REVIEWS_ANCHOR} />
          </div>
          <div className="mt-5">
            <ProductBuyBox
              product={product}
              creditAnchor={CREDIT_ANCHOR}
              variants={variants}
              delivery={<DeliveryEstimate estimate={delivery} stores={availability} fresh={fresh} />}
            />
          </div>
          <div className="mt-4">
            {/* Static for everyone (the page cache): the form it opens is loaded and posted on demand. */}
            <StockAlertButtons key={product.id} productId={product.id} inStock={product.is_stock} />
          </div>
          <div className="mt-4 empty:hidden">
            <OutOfStockAdvice product={product} similar={similar} category={breadcrumbs.at(-2)} />
          </div>
        </div>
      </div>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <div className="min-w-0 space-y-10">
          <Section id="description" title={t('product.description')}>
            <Prose html={product.description_html} className="text-sm break-words" />
          </Section>
          <Section id="specs" title={t('product.specs')}>
            <ProductSpecs sections={specs} />
          </Section>
        </div>
        <div className="min-w-0 space-y-10">
          <Section id="availability" title={t('product.availability')}>
            <StoreAvailability stores={availability} pickup={delivery.pickup} fresh={fresh} />
          </Section>
          <Section id={CREDIT_ANCHOR} title={t('product.credit_title')}>
            <LoadWhenNear reset={product.id} placeholder={<div className="h-40" aria-hidden="true" />}>
              <CreditProgrammeTable rows={creditProgrammes} price={product.price} />
            </LoadWhenNear>
            <p className="mt-2 text-xs text-text-subtle">{t('product.credit_note')}</p>
            {creditProgrammes.length > 0 && (
              <Link
                href={`${route('credit.show')}?produs=${encodeURIComponent(product.slug)}`}
                className="mt-3 inline-flex h-10 items-center rounded-lg border border-accent px-4 text-sm font-semibold text-accent-text hover:bg-accent-soft focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                data-test="product-credit-calculate"
              >
                {t('credit.calculate_for_product')}
              </Link>
            )}
          </Section>
        </div>
      </div>
      <ReviewsSection id={REVIEWS_ANCHOR} productId={product.id} reviews={reviews} />
      {similar.length > 0 && (
        <LoadWhenNear
          reset={product.id}
          placeholder={<div className="mt-10 h-96" aria-hidden="true" />}
          test="similar-slot"
        >
          <ProductSlider id="similar" title={t('product.similar')} products={similar} />
        </LoadWhenNear>
      )}
      {/* Asked for after the page is shown (and records this view): the page may come from the page cache. */}
      {live && (
        <Suspense fallback={null}>
          <RecentlyViewed productId={product.id} />
        </Suspense>
      )}
    </Container>
  );
}

ProductPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
