import { usePage } from '@inertiajs/react';

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
  const row = 'flex items-baseline justify-between gap-3';

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
            <div className={row}>
              <span className="min-w-0">{t(`checkout.zone.${zone.code}` as TranslationKey)}</span>
              <span className="shrink-0 font-medium tabular-nums" data-test="cart-delivery-price">
                {zone.price === 0 ? t('checkout.free') : formatPrice(zone.price, locale)}
              </span>
            </div>
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
        <li className={row} data-test="cart-delivery-pickup">
          <span className="min-w-0">{t('cart.delivery.pickup')}</span>
          <span className="shrink-0 font-medium">{t('checkout.free')}</span>
        </li>
      </ul>
    </section>
  );
}
