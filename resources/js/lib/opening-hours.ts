import { type Translate, type TranslationKey } from '@/lib/i18n';
import { type HoursGroup, type OpeningStatus, type Weekday } from '@/types/content';

const SHORT: Record<Weekday, TranslationKey> = {
  1: 'days.short.1',
  2: 'days.short.2',
  3: 'days.short.3',
  4: 'days.short.4',
  5: 'days.short.5',
  6: 'days.short.6',
  7: 'days.short.7',
};

const ON: Record<Weekday, TranslationKey> = {
  1: 'days.on.1',
  2: 'days.on.2',
  3: 'days.on.3',
  4: 'days.on.4',
  5: 'days.on.5',
  6: 'days.on.6',
  7: 'days.on.7',
};

/** "Open now · closes at 19:00", "Closed · opens tomorrow at 09:00", "Closed · opens on Monday at 09:00". */
export function statusText(t: Translate, status: OpeningStatus): string {
  if (status.open) {
    return t('stores.status.open', { time: status.closes_at ?? '' });
  }
  if (status.opens_at === null || status.opens_day === null || status.opens_in_days === null) {
    return t('stores.status.closed');
  }
  if (status.opens_in_days === 0) {
    return t('stores.status.opens_today', { time: status.opens_at });
  }
  if (status.opens_in_days === 1) {
    return t('stores.status.opens_tomorrow', { time: status.opens_at });
  }

  return t('stores.status.opens_on', { day: t(ON[status.opens_day]), time: status.opens_at });
}

/** "Lu–Vi" / "Sâ" and "09:00–19:00" / "închis" for one row of an hours table. */
export function hoursRow(t: Translate, group: HoursGroup): { days: string; hours: string } {
  const days = group.from === group.to ? t(SHORT[group.from]) : `${t(SHORT[group.from])}–${t(SHORT[group.to])}`;

  return { days, hours: group.hours === null ? t('stores.day_off') : `${group.hours[0]}–${group.hours[1]}` };
}
