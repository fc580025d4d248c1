import { type Translate } from '@/lib/i18n';
import { type Locale } from '@/types/shared';

/** A YYYY-MM-DD day as a Date at UTC midnight, formatted in UTC too, so no browser time zone shifts the day. */
function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/**
 * The days a promotion runs, as the language writes a range: `1–30 noiembrie 2026`, `20 октября – 30 ноября 2026 г.`;
 * an open-ended promotion reads `Din 1 noiembrie 2026` / `С 1 ноября 2026 г.`.
 */
export function promotionPeriod(startsAt: string, endsAt: string | null, locale: Locale, t: Translate): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  if (endsAt === null) {
    return t('promotions.period_from', { date: format.format(day(startsAt)) });
  }

  return format.formatRange(day(startsAt), day(endsAt));
}

/** Plain text split at blank lines into paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
