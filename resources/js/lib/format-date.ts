import { type Locale } from '@/types/shared';

/** A calendar date (`2026-11-23`) as people in Moldova write it: `23.11.2026`. */
export function formatDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    return date;
  }

  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-MD' : 'ro-MD', { timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
