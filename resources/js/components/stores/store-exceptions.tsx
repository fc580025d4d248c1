import { usePage } from '@inertiajs/react';
import { CalendarClock } from 'lucide-react';

import { formatWeekday } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type StoreDayException } from '@/types/content';

/** The coming days a store keeps other hours: "Închis pe joi, 1 ianuarie · Anul Nou". Nothing when there are none. */
export function StoreExceptions({ days }: { days: StoreDayException[] }) {
  const t = useT();
  const { locale } = usePage().props;

  if (days.length === 0) return null;

  return (
    <div className="mt-3 rounded-lg border border-warning-line bg-warning-soft px-3 py-2 text-sm text-text">
      <p className="flex items-center gap-1.5 font-semibold">
        <CalendarClock className="size-4" aria-hidden="true" />
        {t('stores.exceptions.title')}
      </p>
      <ul className="mt-1 space-y-0.5" data-test="store-exceptions">
        {days.map((day) => {
          const when = formatWeekday(day.date, locale);
          const text = day.closed
            ? t('stores.exceptions.closed', { day: when })
            : t('stores.exceptions.special', { day: when, from: day.opens_at ?? '', to: day.closes_at ?? '' });

          return (
            <li key={day.date} data-test="store-exception" data-date={day.date}>
              {text}
              {day.note !== '' && <span className="text-text-muted"> · {day.note}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
