import { usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

type Props = {
  label: React.ReactNode;
  /** In bani. */
  amount: number;
  /** Whether nothing to pay reads "free" (a delivery) rather than "0 lei". */
  free?: boolean;
  as?: 'div' | 'li';
  className?: string;
  labelClassName?: string;
  amountClassName?: string;
  test?: string;
  amountTest?: string;
};

/**
 * One line of a cart's or an order's sums (a line, the subtotal, a delivery, the total): what it is on the left,
 * its amount on the right on the same baseline, the label wrapping before the amount does.
 */
export function SummaryRow({
  label,
  amount,
  free = false,
  as: Row = 'div',
  className = '',
  labelClassName = '',
  amountClassName = '',
  test,
  amountTest,
}: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Row className={`flex items-baseline justify-between gap-3 ${className}`} data-test={test}>
      <span className={`min-w-0 ${labelClassName}`}>{label}</span>
      <span className={`shrink-0 tabular-nums ${amountClassName}`} data-test={amountTest}>
        {free && amount === 0 ? t('checkout.free') : formatPrice(amount, locale)}
      </span>
    </Row>
  );
}
