import { CartDelivery } from '@/components/cart/cart-delivery';
import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { PromoSummaryRows } from '@/components/cart/promo-summary-rows';
import { SummaryRow } from '@/components/cart/summary-row';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useCreditTeaserText } from '@/hooks/use-credit-teaser-text';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CartDeliveryZone, type CartSummary } from '@/types/cart';

/** The cart's total (computed on the server) with the credit teaser for it and what delivery costs for it. */
export function CartTotalBox({ summary, delivery }: { summary: CartSummary; delivery: CartDeliveryZone[] }) {
  const t = useT();
  const route = useRoute();
  const teaser = useCreditTeaserText();

  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-border p-4 sm:p-5"
      data-test="cart-summary"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <p className="mt-2 text-sm text-text-muted" data-test="cart-count">
        {t('cart.items_count', { count: summary.count })}
      </p>
      <PromoCodeForm promo={summary.promo} />
      <div className="mt-4 border-t border-border pt-4 empty:hidden">
        <PromoSummaryRows summary={summary} />
      </div>
      <SummaryRow
        label={t('cart.total')}
        amount={summary.total}
        className="mt-4 border-t border-border pt-4"
        labelClassName="font-medium"
        amountClassName="text-2xl font-bold"
        amountTest="cart-total"
      />
      {summary.credit !== null && (
        <p className="mt-2 text-sm text-accent-text" data-test="cart-credit">
          {t('cart.credit_teaser', { teaser: teaser(summary.credit) })}{' '}
          <Link
            href={route('credit.show')}
            className="rounded-sm underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            {t('cart.credit_link')}
          </Link>
        </p>
      )}
      <CartDelivery zones={delivery} />
      <p className="mt-3 text-xs text-text-subtle">{t('cart.delivery_note')}</p>
      <Button href={route('checkout.show')} size="lg" className="mt-4 w-full" test="cart-checkout">
        {t('cart.checkout')}
      </Button>
    </aside>
  );
}
