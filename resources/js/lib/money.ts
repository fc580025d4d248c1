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

/**
 * A count or a measure as the back office writes numbers in both languages: digits grouped by three with non-breaking
 * spaces and a decimal comma, `200 000`, `1,7`.
 */
export function formatNumber(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';

  return `${sign}${groupThousands(Number(whole))}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** Basis points as a percentage in the shopper's language: 150 → "1,5%", 2400 → "24%". */
export function formatBasisPoints(basisPoints: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'ro-RO', { maximumFractionDigits: 2 });

  return `${number.format(basisPoints / 100)}%`;
}

/**
 * The translation key of a credit term, "12 luni" / "24 de luni": Romanian puts "de" between a number from 20 up and
 * its noun. Kept with the formatting of amounts (not in lib/credit) so a product card's teaser does not load the
 * credit calculator's arithmetic.
 */
export function monthsKey(count: number): 'credit.months' | 'credit.months_many' {
  return count % 100 >= 20 ? 'credit.months_many' : 'credit.months';
}
