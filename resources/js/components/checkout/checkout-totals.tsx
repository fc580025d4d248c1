import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { NegativeAmount, PromoSummaryRows } from '@/components/cart/promo-summary-rows';
import { StruckPrice } from '@/components/cart/struck-price';
import { SummaryRow } from '@/components/cart/summary-row';
import { useT } from '@/lib/i18n';
import { type CartSummary } from '@/types/cart';

type Props = {
  summary: CartSummary;
  deliveryFee: number;
  /** The order's refusal of the cart's code, shown beside it. */
  promoError?: string;
  children?: React.ReactNode;
};

/**
 * The order's lines and totals beside the form. The fee shown follows the chosen zone; the server computes all of
 * it again when the order is placed.
 */
export function CheckoutTotals({ summary, deliveryFee, promoError, children }: Props) {
  const t = useT();

  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="rounded-xl border border-border p-4 sm:p-5 lg:sticky lg:top-4"
      data-test="checkout-summary"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {summary.lines.map((line) => (
          <SummaryRow
            key={line.product.id}
            as="li"
            label={
              <>
                {`${line.product.name} × ${line.quantity}`}{' '}
                <StruckPrice
                  bani={line.product.old_price === null ? null : line.product.old_price * line.quantity}
                  className="whitespace-nowrap"
                />
                {line.discount > 0 && (
                  <span className="block text-success" data-test="checkout-line-discount">
                    <NegativeAmount bani={line.discount} />
                  </span>
                )}
              </>
            }
            amount={line.line_total}
            labelClassName="text-text-soft"
          />
        ))}
      </ul>
      <div className="mt-4 space-y-1 border-t border-border pt-4 text-sm">
        <PromoSummaryRows summary={summary} />
        <SummaryRow label={t('checkout.subtotal')} amount={summary.total} />
        <SummaryRow label={t('checkout.delivery_fee')} amount={deliveryFee} free amountTest="checkout-delivery-fee" />
        <SummaryRow
          label={t('checkout.total')}
          amount={summary.total + deliveryFee}
          className="pt-2 text-base font-bold"
          amountClassName="text-xl"
          amountTest="checkout-total"
        />
      </div>
      <PromoCodeForm promo={summary.promo} error={promoError} />
      {children}
    </aside>
  );
}
