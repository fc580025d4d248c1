import { usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CartSummary } from '@/types/cart';

type Props = { summary: CartSummary; deliveryFee: number; children?: React.ReactNode };

/**
 * The order's lines and totals beside the form. The fee shown follows the chosen zone; the server computes all of
 * it again when the order is placed.
 */
export function CheckoutTotals({ summary, deliveryFee, children }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const row = 'flex items-baseline justify-between gap-3';

  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="rounded-xl border border-neutral-200 p-4 sm:p-5 lg:sticky lg:top-4 dark:border-neutral-800"
      data-test="checkout-summary"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {summary.lines.map((line) => (
          <li key={line.product.id} className={row}>
            <span className="min-w-0 text-neutral-700 dark:text-neutral-300">
              {line.product.name} × {line.quantity}
            </span>
            <span className="shrink-0 tabular-nums">{formatPrice(line.line_total, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-neutral-200 pt-4 text-sm dark:border-neutral-800">
        <div className={row}>
          <dt>{t('checkout.subtotal')}</dt>
          <dd className="tabular-nums">{formatPrice(summary.total, locale)}</dd>
        </div>
        <div className={row}>
          <dt>{t('checkout.delivery_fee')}</dt>
          <dd className="tabular-nums" data-test="checkout-delivery-fee">
            {deliveryFee === 0 ? t('checkout.free') : formatPrice(deliveryFee, locale)}
          </dd>
        </div>
        <div className={`${row} pt-2 text-base font-bold`}>
          <dt>{t('checkout.total')}</dt>
          <dd className="text-xl tabular-nums" data-test="checkout-total">
            {formatPrice(summary.total + deliveryFee, locale)}
          </dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
