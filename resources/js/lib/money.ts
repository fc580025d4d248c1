import { type Locale } from '@/types/shared';

const NBSP = '\u00a0';

const CURRENCY: Record<Locale, string> = { ro: 'lei', ru: 'лей' };

/** Groups digits by three with non-breaking spaces: 12999 → "12 999". */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * A price in bani as shops in Moldova show it: whole lei, rounded half up, `12 999 lei` / `12 999 лей`, with
 * non-breaking spaces so the amount never wraps. Same output as App\Support\Money\Money::format for
 * prices (Intl's ro-MD output would be "12.999").
 */
export function formatPrice(bani: number, locale: Locale): string {
  // Half a leu and more rounds away from zero, so a discount of -1 500 lei stays -1 500 lei.
  const lei = Math.sign(bani) * Math.floor((Math.abs(Math.round(bani)) + 50) / 100);
  const sign = lei < 0 ? '-' : '';

  return `${sign}${groupThousands(Math.abs(lei))}${NBSP}${CURRENCY[locale]}`;
}
