import { useT } from '@/lib/i18n';
import { type CreditTeaser } from '@/types/catalog';

/**
 * "Rate de la 0%", only where the teaser beside it is a 0% plan's payment (the server's `zero_percent`: a programme
 * without fee and interest takes the price today, so the teaser is that plan): never beside a payment with a
 * commission or interest, and never on a product outside every 0% programme's limits.
 */
export function ZeroPercentBadge({ credit, className = '' }: { credit: CreditTeaser | null; className?: string }) {
  const t = useT();
  if (credit === null || !credit.zero_percent) return null;

  return (
    <span
      data-test="credit-zero-percent"
      className={`inline-block rounded-md bg-accent-soft px-1.5 py-0.5 text-xs font-semibold text-accent-text ring-1 ring-accent/30 ring-inset ${className}`}
    >
      {t('product.credit_zero_percent')}
    </span>
  );
}
