import { usePage } from '@inertiajs/react';

import { formatBasisPoints } from '@/lib/money';
import { type CreditCalculator } from '@/hooks/use-credit-calculator';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

/** What the chosen credit costs: monthly payment, total, overpayment and effective annual cost; live as inputs change. */
export function CreditQuote({ calculator }: { calculator: CreditCalculator }) {
  const t = useT();
  const { locale } = usePage().props;
  const { programme, result, amount } = calculator;

  if (programme === null || result === null) {
    const limits =
      programme === null
        ? t('credit.calculator.no_programme')
        : t('credit.calculator.out_of_range', {
            min: formatPrice(programme.min_amount, locale),
            max: formatPrice(programme.max_amount ?? 0, locale),
          });

    return (
      <p
        role="status"
        className="rounded-lg bg-surface-strong p-4 text-sm text-text-soft"
        data-test="credit-quote-unavailable"
      >
        {amount > 0 ? limits : t('credit.calculator.enter_amount')}
      </p>
    );
  }

  const row = 'flex items-baseline justify-between gap-4 py-1.5';

  return (
    <div role="status" aria-live="polite" className="rounded-lg bg-surface-muted p-4" data-test="credit-quote">
      <p className="text-sm text-text-muted">{t('credit.calculator.monthly')}</p>
      <p className="text-3xl font-bold tracking-tight text-accent-text" data-test="credit-monthly">
        {t('credit.per_month', { amount: formatPrice(result.monthly_payment, locale) })}
      </p>
      <dl className="mt-3 divide-y divide-border text-sm">
        <div className={row}>
          <dt className="text-text-muted">{t('credit.calculator.amount')}</dt>
          <dd className="font-medium tabular-nums">{formatPrice(amount, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-text-muted">{t('credit.calculator.total')}</dt>
          <dd className="font-medium tabular-nums" data-test="credit-total">
            {formatPrice(result.total, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-text-muted">{t('credit.calculator.overpayment')}</dt>
          <dd className="font-medium tabular-nums" data-test="credit-overpayment">
            {formatPrice(result.overpayment, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-text-muted">{t('credit.calculator.effective_rate')}</dt>
          <dd className="font-medium tabular-nums" data-test="credit-effective-rate">
            {formatBasisPoints(result.effective_annual_rate_bp, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-text-subtle">{t('credit.calculator.note')}</p>
    </div>
  );
}
