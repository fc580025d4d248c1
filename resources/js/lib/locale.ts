import { type Locale } from '@/types/shared';

// The current page's language, for code outside React (route(), the API client). app.tsx sets it from every page.
let current: Locale = 'ro';

export function currentLocale(): Locale {
  return current;
}

export function setCurrentLocale(locale: Locale): void {
  current = locale;
}
