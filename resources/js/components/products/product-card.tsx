import { usePage } from '@inertiajs/react';

import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { ZeroPercentBadge } from '@/components/credit/zero-percent-badge';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { CardRating } from '@/components/reviews/card-rating';
import { Link } from '@/components/ui/link';
import { useCreditTeaserText } from '@/hooks/use-credit-teaser-text';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type FamilySummary, type ProductCard as Product } from '@/types/catalog';

/** A card's rendered width: two columns on phones, up to five on wide screens. */
const CARD_SIZES = '(min-width: 1280px) 20vw, (min-width: 768px) 33vw, 50vw';

/**
 * A product in a grid or slider: picture (lazy unless `priority`; 400 × 320 reserved, srcset for dense screens), name, price with the old price and discount, credit teaser, stock.
 * The picture and the name link to the product page; only the name is a tab stop among them, so keyboard users
 * meet each product once, followed by its favourites and compare switches. The name is a heading one level under
 * the section the card sits in: 3 under a titled section (a slider, "similar products"), 2 in a grid that comes
 * straight after the page's title (listings, favourites), so screen readers never meet a skipped level.
 * Nothing lies over the picture: the switches sit beside the brand under it and the discount beside the old price.
 * The name shows up to four lines, so what tells two models apart (memory, colour, size at its end) stays visible.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  /** A card of a listing's first row: its picture may be the largest thing painted first, so it loads at once. */
  priority?: boolean;
}) {
  const t = useT();
  const { locale } = usePage().props;
  const teaser = useCreditTeaserText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      data-test={`product-card-${product.slug}`}
      className="group relative flex flex-col rounded-xl border border-border bg-surface-raised p-3 transition-shadow hover:shadow-md"
    >
      <Link
        href={product.url}
        prefetch="hover"
        tabIndex={-1}
        aria-hidden="true"
        className="relative order-1 block overflow-hidden rounded-lg"
        data-test="product-card-image-link"
      >
        <img
          src={product.image}
          srcSet={product.image_srcset ?? undefined}
          sizes={product.image_srcset ? CARD_SIZES : undefined}
          alt={product.image_alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={320}
          className="aspect-[5/4] w-full object-cover"
        />
      </Link>
      <Heading
        className="order-3 mt-1 line-clamp-4 min-h-10 text-sm font-medium text-text"
        data-test="product-card-name"
      >
        <Link
          href={product.url}
          prefetch="hover"
          className="rounded-sm hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="product-card-link"
        >
          {product.name}
        </Link>
      </Heading>
      {product.variants && <CardVariants variants={product.variants} />}
      {product.rating && <CardRating rating={product.rating} />}
      {/* Shown between the picture and the name, beside the brand, but after the name in the tab order: nothing
          lies over the picture, whose drawing reaches its edges. */}
      {/* One row on every card, so the names of a row of cards start level: a brand too long for a narrow phone's
          card is cut with an ellipsis (the name repeats it, the tooltip gives it whole). */}
      <div className="order-2 mt-2 flex items-center justify-between gap-2">
        <p
          className="min-w-0 truncate text-xs font-medium tracking-wide text-text-subtle uppercase"
          title={product.brand.name}
          data-test="product-card-brand"
        >
          {product.brand.name}
        </p>
        <div className="flex shrink-0 gap-1.5" data-test="product-card-toggles">
          <FavouriteToggle productId={product.id} variant="card" />
          <CompareToggle productId={product.id} variant="card" />
        </div>
      </div>
      <div className="order-4 mt-auto pt-3">
        {product.old_price !== null && (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-text-subtle">
            <span className="line-through">
              <span className="sr-only">{t('product.old_price')}: </span>
              {formatPrice(product.old_price, locale)}
            </span>
            {product.discount_percent !== null && (
              <span
                className="rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold text-white"
                data-test="product-card-discount"
              >
                −{product.discount_percent}%
              </span>
            )}
          </p>
        )}
        <p data-test="product-price" className="text-lg font-bold text-text">
          {formatPrice(product.price, locale)}
        </p>
        {product.credit !== null && (
          <p className="mt-0.5 text-xs text-accent-text" data-test="product-card-credit">
            {teaser(product.credit)}
          </p>
        )}
        <ZeroPercentBadge credit={product.credit} className="mt-1" />
        <p
          className={`mt-2 text-xs font-medium ${product.is_stock ? 'text-green-700 dark:text-green-400' : 'text-text-subtle'}`}
        >
          {product.is_stock ? t('product.in_stock') : t('product.out_of_stock')}
        </p>
        <AddToCartButton product={product} variant="card" />
      </div>
    </article>
  );
}

/**
 * What the family a card stands for is sold in: its colours as dots (named for screen readers), how many variants
 * and their price range.
 */
function CardVariants({ variants }: { variants: FamilySummary }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div
      className="order-3 mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-subtle"
      data-test="product-card-variants"
    >
      {variants.swatches.length > 0 && (
        <span className="flex items-center gap-1">
          <span className="sr-only">
            {t('product.variants_colours')}: {variants.swatches.map((s) => s.label).join(', ')}
          </span>
          {variants.swatches.map((swatch) => (
            <span
              key={swatch.color + swatch.label}
              aria-hidden="true"
              title={swatch.label}
              className="size-3.5 rounded-full border border-border-strong"
              style={{ backgroundColor: swatch.color }}
            />
          ))}
        </span>
      )}
      <span>
        {t('product.variants_count', { count: variants.count })}
        {variants.highest > variants.lowest && (
          <>
            {' · '}
            {formatPrice(variants.lowest, locale)} – {formatPrice(variants.highest, locale)}
          </>
        )}
      </span>
    </div>
  );
}
