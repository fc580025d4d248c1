import { usePage } from '@inertiajs/react';
import { useCallback } from 'react';

import { useT } from '@/lib/i18n';
import { formatBasisPoints, formatPrice, monthsKey } from '@/lib/money';
import { type CreditTeaser } from '@/types/catalog';

const NBSP = '\u00a0';

/** Keeps "36 de luni" and "DAE 47,4%" whole where a narrow card wraps the teaser. */
const unbroken = (text: string) => text.replaceAll(' ', NBSP);

/**
 * The teaser's words, by App\Services\Credit\CreditTeaser's rule: the 0% plan's payment and term with "0%"
 * ("217 lei/lună × 12 luni, 0%"), or else the lowest payment with its term and DAE ("de la 755 lei/lună, 36 de
 * luni, DAE 47,4%"). Cards, the product page and the cart say it alike.
 */
export function useCreditTeaserText(): (credit: CreditTeaser) => string {
  const t = useT();
  const { locale } = usePage().props;

  return useCallback(
    (credit: CreditTeaser) => {
      const amount = formatPrice(credit.monthly, locale);
      const months = unbroken(t(monthsKey(credit.months), { count: credit.months }));
      // "0%" never starts a line on its own.
      if (credit.zero_percent) return t('credit.teaser.zero', { amount, months }).replace(/ (?=[^ ]*$)/, NBSP);
      const dae = unbroken(
        t('credit.teaser.dae', { rate: formatBasisPoints(credit.effective_annual_rate_bp, locale) }),
      );

      return t('credit.teaser.from', { amount, months, dae });
    },
    [t, locale],
  );
}
