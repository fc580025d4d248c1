import { Clock } from 'lucide-react';

import { useT } from '@/lib/i18n';
import { hoursRow, statusText } from '@/lib/opening-hours';
import { type HoursGroup, type OpeningStatus } from '@/types/content';

/** A green "open now" or a neutral "closed · opens at" line. */
export function OpeningStatusLine({ status, testId }: { status: OpeningStatus; testId?: string }) {
  const t = useT();

  return (
    <p
      data-test={testId}
      data-open={status.open ? 'true' : 'false'}
      className={`flex items-start gap-1.5 text-sm font-medium ${
        status.open ? 'text-green-700 dark:text-green-400' : 'text-text-muted'
      }`}
    >
      <span
        className={`mt-1.5 size-2 shrink-0 rounded-full ${status.open ? 'bg-green-600 dark:bg-green-400' : 'bg-text-subtle'}`}
        aria-hidden="true"
      />
      {statusText(t, status)}
    </p>
  );
}

/** The week's hours, consecutive days with equal hours on one row. */
export function HoursTable({ groups, label, large = false }: { groups: HoursGroup[]; label: string; large?: boolean }) {
  const t = useT();

  return (
    <div>
      <p className={`flex items-center gap-1.5 font-semibold text-text ${large ? 'gap-2' : 'text-sm'}`}>
        <Clock className="size-4 text-accent-text" aria-hidden="true" />
        {label}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm text-text-soft">
        {groups.map((group) => {
          const row = hoursRow(t, group);

          return (
            <div key={group.from} className="contents">
              <dt className="text-text-subtle">{row.days}</dt>
              <dd className="tabular-nums">{row.hours}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
