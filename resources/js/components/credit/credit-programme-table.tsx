import { usePage } from '@inertiajs/react';

import { type CreditProgrammeRow } from '@/components/credit/types';
import { useT } from '@/lib/i18n';
import { formatBasisPoints, formatPrice } from '@/lib/money';

type Props = {
  rows: CreditProgrammeRow[];
  /** The price the rows were computed for, in bani (shown in the caption). */
  price: number;
};

/**
 * The credit programmes for one price: partner, term, monthly payment and total, then the monthly fee and annual
 * rate behind them. Used on the product page; the credit page and the cart reuse it with rows from
 * App\Services\Credit\CreditProgrammeTable. Headers and programme names wrap so that the six columns fit a half-page
 * column on a desktop; figures never wrap. Where even that is too wide (phones) the table scrolls sideways inside its
 * own box (focusable, so the keyboard can scroll it too), with the figures shoppers compare first so they stay in
 * view: the box lends the page none of its width (inline-size containment), so the page itself never scrolls
 * sideways because of it, whatever layout holds it.
 */
export function CreditProgrammeTable({ rows, price }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  if (rows.length === 0) {
    return (
      <p data-test="credit-programmes-empty" className="text-sm text-text-muted">
        {t('product.credit_none')}
      </p>
    );
  }

  const cheapest = Math.min(...rows.map((row) => row.monthly_payment));
  // Headers wrap between words ("Comision / lunar") instead of widening the table past its box.
  const head = 'px-2.5 py-2 text-left align-bottom text-xs leading-snug font-medium';
  const cell = 'px-2.5 py-2.5 whitespace-nowrap';
  const caption = t('product.credit_caption', { price: formatPrice(price, locale) });

  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-test="credit-programmes-scroller"
      className="overflow-x-auto rounded-lg border border-border contain-inline-size focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <table data-test="credit-programmes" className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-text-muted">
          <tr>
            <th scope="col" className={head}>
              {t('product.credit_partner')}
            </th>
            <th scope="col" className={head}>
              {t('product.credit_term')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('product.credit_monthly')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('product.credit_total')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('product.credit_fee')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('product.credit_rate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.slug} data-test={`credit-programme-${row.slug}`}>
              <th scope="row" className="min-w-28 px-2.5 py-2.5 text-left font-normal">
                <span className="block font-medium text-text">{row.partner}</span>
                <span className="block text-xs text-text-subtle">{row.name}</span>
              </th>
              <td className={cell}>{t('product.credit_months', { count: row.months })}</td>
              <td
                className={`${cell} text-right font-semibold tabular-nums ${row.monthly_payment === cheapest ? 'text-accent-text' : ''}`}
              >
                {formatPrice(row.monthly_payment, locale)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatPrice(row.total, locale)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatBasisPoints(row.monthly_fee_bp, locale)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatBasisPoints(row.annual_rate_bp, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
