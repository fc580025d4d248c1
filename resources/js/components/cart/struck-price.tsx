import { usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

/**
 * The price before a discount, struck through and read out as the old price: beside what the cart and checkout
 * charge while a promotion (or the product's own old price) lowers it. Nothing when there is none.
 */
export function StruckPrice({ bani, className = '' }: { bani: number | null; className?: string }) {
  const t = useT();
  const { locale } = usePage().props;
  if (bani === null) {
    return null;
  }

  return (
    <s className={`text-text-subtle tabular-nums ${className}`} data-test="struck-price">
      <span className="sr-only">{t('product.old_price')}: </span>
      {formatPrice(bani, locale)}
    </s>
  );
}
