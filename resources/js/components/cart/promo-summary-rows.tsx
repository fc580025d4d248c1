import { usePage } from '@inertiajs/react';

import { SummaryRow } from '@/components/cart/summary-row';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CartSummary } from '@/types/cart';

/**
 * The sums' rows of the rules a cart gets, in the cart and at checkout: the goods before them, then each code or
 * automatic rule with what it takes off (a free delivery says so). Nothing when no rule applies.
 */
export function PromoSummaryRows({ summary, withSubtotal = true }: { summary: CartSummary; withSubtotal?: boolean }) {
  const t = useT();
  if (summary.promo.applied.length === 0) {
    return null;
  }

  return (
    <div className="space-y-1 text-sm" data-test="promo-rows">
      {withSubtotal && <SummaryRow label={t('promo.before_discount')} amount={summary.subtotal} />}
      {summary.promo.applied.map((rule) => (
        <div
          key={`${rule.code ?? ''}${rule.label}`}
          className="flex items-baseline justify-between gap-3 text-success"
          data-test="promo-row"
        >
          <span className="min-w-0">
            {rule.code === null ? rule.label : t('promo.code_named', { code: rule.code })}
          </span>
          <span className="shrink-0 tabular-nums" data-test="promo-row-amount">
            {rule.discount > 0 ? <NegativeAmount bani={rule.discount} /> : t('promo.free_delivery')}
          </span>
        </div>
      ))}
    </div>
  );
}

/** An amount taken off: `−1 000 lei`. */
export function NegativeAmount({ bani }: { bani: number }) {
  const t = useT();
  const { locale } = usePage().props;

  return <>{t('promo.minus', { amount: formatPrice(bani, locale) })}</>;
}
