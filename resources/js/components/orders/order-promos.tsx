import { usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type OrderPromo } from '@/types/checkout';

/**
 * The codes and cart rules an order got, as rows of its sums (a `<dl>`'s rows): the code or the rule's name, and what
 * it took off or "free delivery". The storefront's order page and the back office's order read the same rows.
 */
export function OrderPromos({ promos, className = '' }: { promos: OrderPromo[]; className?: string }) {
  const t = useT();
  const { locale } = usePage().props;

  return promos.map((promo) => (
    <div
      key={`${promo.code ?? ''}${promo.label}`}
      className={`flex justify-between gap-3 text-success ${className}`}
      data-test="order-promo"
    >
      <dt className="min-w-0">{promo.code === null ? promo.label : t('promo.code_named', { code: promo.code })}</dt>
      <dd className="shrink-0 tabular-nums">
        {promo.discount > 0
          ? t('promo.minus', { amount: formatPrice(promo.discount, locale) })
          : t('promo.free_delivery')}
      </dd>
    </div>
  ));
}
