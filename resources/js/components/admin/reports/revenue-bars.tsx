import { formatPrice } from '@/lib/money';
import { type Locale } from '@/types/shared';
import { type SalesReportRow } from '@/types/reports';

/**
 * A bar per row for the revenue, the period before as a thin grey bar under it: plain CSS widths, no chart library.
 * The figures are in the table beside it; the bars are for the eye (aria-hidden).
 */
export function RevenueBars({
  rows,
  label,
  locale,
}: {
  rows: SalesReportRow[];
  label: (row: SalesReportRow) => string;
  locale: Locale;
}) {
  const top = Math.max(1, ...rows.flatMap((row) => [row.current.revenue, row.previous.revenue]));
  const shown = rows.slice(0, 31);

  return (
    <ul className="space-y-1.5" aria-hidden="true" data-test="report-bars">
      {shown.map((row) => (
        <li key={row.key} className="grid grid-cols-[8rem_1fr_7rem] items-center gap-2 text-xs">
          <span className="truncate text-text-muted">{label(row)}</span>
          <span className="flex flex-col gap-0.5">
            <span className="h-2.5 rounded-sm bg-accent" style={{ width: `${(row.current.revenue * 100) / top}%` }} />
            <span className="h-1 rounded-sm bg-border" style={{ width: `${(row.previous.revenue * 100) / top}%` }} />
          </span>
          <span className="text-end tabular-nums text-text">{formatPrice(row.current.revenue, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
