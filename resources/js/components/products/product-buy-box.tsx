import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { OneClickForm } from '@/components/cart/one-click-form';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { ZeroPercentBadge } from '@/components/credit/zero-percent-badge';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { type ProductDetails, type StockLevel, type VariantChoices } from '@/components/products/types';
import { VariantSwitcher } from '@/components/products/variant-switcher';
import { useCreditTeaserText } from '@/hooks/use-credit-teaser-text';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

const STOCK: Record<StockLevel, { label: TranslationKey; className: string }> = {
  in_stock: { label: 'product.in_stock', className: 'text-green-700 dark:text-green-400' },
  few: { label: 'product.stock_few', className: 'text-amber-700 dark:text-amber-400' },
  none: { label: 'product.out_of_stock', className: 'text-text-subtle' },
};

/**
 * The switcher between the variants of the product's family (when it has one), price, old price and discount, the credit teaser (linking to the programme table), stock and when it can arrive
 * (`delivery`), the add-to-cart, compare and favourites buttons, and the one-click order form.
 */
export function ProductBuyBox({
  product,
  creditAnchor,
  delivery,
  variants = null,
}: {
  product: ProductDetails;
  creditAnchor: string;
  delivery?: ReactNode;
  variants?: VariantChoices | null;
}) {
  const t = useT();
  const { locale } = usePage().props;
  const stock = STOCK[product.stock_level];
  const teaser = useCreditTeaserText();

  return (
    <div className="rounded-lg border border-border p-4 sm:p-5" data-test="product-buy-box">
      {variants !== null && variants.options.length > 0 && (
        <div className="mb-4 border-b border-border pb-4">
          <VariantSwitcher choices={variants} />
        </div>
      )}
      {product.old_price !== null && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-text-subtle line-through" data-test="product-old-price">
            <span className="sr-only">{t('product.old_price')}: </span>
            {formatPrice(product.old_price, locale)}
          </p>
          {product.discount_percent !== null && (
            <span
              className="rounded-md bg-accent px-2 py-0.5 text-xs font-bold text-white"
              data-test="product-discount"
            >
              <span className="sr-only">{t('product.discount')}: </span>−{product.discount_percent}%
            </span>
          )}
        </div>
      )}
      <p className="mt-1 text-3xl font-bold tracking-tight text-text" data-test="product-price">
        {formatPrice(product.price, locale)}
      </p>
      {product.old_price !== null && (
        <p className="mt-1 text-sm text-accent-text">
          {t('product.you_save', { amount: formatPrice(product.old_price - product.price, locale) })}
        </p>
      )}
      {product.credit !== null && (
        <a
          href={`#${creditAnchor}`}
          className="mt-2 inline-block text-sm font-medium text-accent-text underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="product-credit-teaser"
        >
          {teaser(product.credit)}
        </a>
      )}
      <ZeroPercentBadge credit={product.credit} className="mt-2 ml-2" />
      <p className={`mt-3 text-sm font-medium ${stock.className}`} data-test="product-stock">
        {t(stock.label)}
      </p>
      {delivery}
      <div className="mt-4 flex items-start gap-2">
        {/* Keyed by product: switching variants keeps the page's state, never what was done for the other one. */}
        <AddToCartButton key={product.id} product={product} />
        <CompareToggle productId={product.id} variant="box" />
        <FavouriteToggle productId={product.id} variant="box" />
      </div>
      <OneClickForm key={product.id} product={product} />
    </div>
  );
}
