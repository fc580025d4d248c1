import { type Translate } from '@/lib/i18n';
import { type Locale } from '@/types/shared';

/*
 * The one place the client formats dates. The server sends days as `2026-11-23` and moments as `2026-11-23 14:05`,
 * both already on the shop's clock (App\Support\Dates); they are read and formatted in UTC so no browser time zone
 * shifts them.
 */

function intlLocale(locale: Locale): string {
  return locale === 'ru' ? 'ru-MD' : 'ro-MD';
}

/** The date styles the shop writes: `23.11.2026`, `23 noiembrie 2026`, `miercuri, 25 noiembrie`, `23.11.2026, 14:05`. */
const STYLES = {
  short: { timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  moment: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style, made once: building an Intl.DateTimeFormat costs far more than formatting
 * with it, and a listing formats a date per card (on the server, for every page it renders).
 */
function formatter(locale: Locale, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(intlLocale(locale), STYLES[style]);
    formatters.set(key, made);
  }

  return made;
}

/** `2026-11-23` or `2026-11-23 14:05` as a Date at that wall-clock time in UTC; null when it is neither. */
function parse(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (match === null) {
    return null;
  }
  const [, year, month, day, hours = '0', minutes = '0'] = match;

  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes)));
}

/**
 * ICU versions disagree on the spaces inside some formats: Node 20 puts thin spaces around a range's dash and a narrow
 * no-break space before `г.` where Chromium puts plain spaces. A page rendered on the server must read the same in the
 * browser that hydrates it, so every formatted date goes out with plain spaces only.
 */
function sameEverywhere(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** A day as people in Moldova write it in forms and lists: `23.11.2026`. */
export function formatDate(value: string, locale: Locale): string {
  const date = parse(value);

  return date === null ? value : sameEverywhere(formatter(locale, 'short').format(date));
}

/** A day in words: `12 noiembrie 2026`, `12 ноября 2026 г.`. */
export function formatLongDate(value: string, locale: Locale): string {
  const date = parse(value);

  return date === null ? value : sameEverywhere(formatter(locale, 'long').format(date));
}

/** A day with its weekday, for choosing a day soon: `miercuri, 25 noiembrie`, `среда, 25 ноября`. */
export function formatWeekday(value: string, locale: Locale): string {
  const date = parse(value);

  return date === null ? value : sameEverywhere(formatter(locale, 'weekday').format(date));
}

/** A moment with its time: `23.11.2026, 14:05`. */
export function formatDateTime(value: string, locale: Locale): string {
  const date = parse(value);

  return date === null ? value : sameEverywhere(formatter(locale, 'moment').format(date));
}

/**
 * The days something runs, as the language writes a range: `1–30 noiembrie 2026`, `20 октября – 30 ноября 2026 г.`;
 * an open end reads `Din 1 noiembrie 2026` / `С 1 ноября 2026 г.` (the `promotions.period_from` text).
 */
export function formatPeriod(startsAt: string, endsAt: string | null, locale: Locale, t: Translate): string {
  const start = parse(startsAt);
  const end = endsAt === null ? null : parse(endsAt);
  if (start === null) {
    return startsAt;
  }
  const format = formatter(locale, 'long');

  return end === null
    ? t('promotions.period_from', { date: sameEverywhere(format.format(start)) })
    : sameEverywhere(format.formatRange(start, end));
}

/**
 * A courier's delivery interval as stored (`09-13`, whole hours) as the shop writes it everywhere (checkout, the
 * shopper's order, the back office): `09:00 – 13:00`. Anything else is given back as it is.
 */
export function formatInterval(interval: string): string {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(interval);
  if (match === null) {
    return interval;
  }
  const [, from = '', to = ''] = match;

  return `${from.padStart(2, '0')}:00 – ${to.padStart(2, '0')}:00`;
}

const SHOP_YEAR = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Chisinau' });

/**
 * This year on the shop's clock (App\Support\Dates), not the device's: the server-rendered page and the browser that
 * hydrates it agree even in the hours around New Year when their time zones do not.
 */
export function shopYear(now: Date = new Date()): number {
  return Number(SHOP_YEAR.format(now));
}
