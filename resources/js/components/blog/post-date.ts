import { type Locale } from '@/types/shared';

/** A YYYY-MM-DD day as the language writes it (`12 noiembrie 2026`, `12 ноября 2026 г.`), whatever the browser's zone. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
