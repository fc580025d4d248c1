import { usePage } from '@inertiajs/react';

import { SummaryRow } from '@/components/cart/summary-row';
import { useT, type TranslationKey } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CartDeliveryZone } from '@/types/cart';

/**
 * What delivery costs for this cart, zone by zone, and how much more makes each zone's courier free. The server works
 * it out with the checkout's own rule (App\Queries\Cart\CartDelivery) and sends it again after every change of a line.
 */
export function CartDelivery({ zones }: { zones: CartDeliveryZone[] }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <section
      aria-labelledby="cart-delivery-heading"
      className="mt-4 border-t border-border pt-4"
      data-test="cart-delivery"
    >
      <h3 id="cart-delivery-heading" className="text-sm font-semibold">
        {t('cart.delivery.title')}
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {zones.map((zone) => (
          <li key={zone.code} data-test={`cart-delivery-${zone.code}`}>
            <SummaryRow
              label={t(`checkout.zone.${zone.code}` as TranslationKey)}
              amount={zone.price}
              free
              amountClassName="font-medium"
              amountTest="cart-delivery-price"
            />
            <p
              className={`text-xs ${zone.remaining === 0 ? 'text-success' : 'text-text-muted'}`}
              data-test="cart-delivery-remaining"
            >
              {zone.remaining === 0
                ? t('cart.delivery.reached')
                : t('cart.delivery.remaining', { amount: formatPrice(zone.remaining, locale) })}
            </p>
          </li>
        ))}
        <SummaryRow
          as="li"
          label={t('cart.delivery.pickup')}
          amount={0}
          free
          amountClassName="font-medium"
          test="cart-delivery-pickup"
        />
      </ul>
    </section>
  );
}
