import { usePage } from '@inertiajs/react';

import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type DashboardDay } from '@/types/dashboard';

/** The chart's figures for screen readers: a table of every day, hidden from sight. */
export function ChartTable({ series }: { series: readonly DashboardDay[] }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    // A table sized by its content ignores sr-only's 1 px width; a box around it does not.
    <div className="sr-only" data-test="dashboard-chart-table">
      <table>
        <caption>{t('admin.dashboard.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.chart.day_column')}</th>
            <th scope="col">{t('admin.dashboard.chart.orders_column')}</th>
            <th scope="col">{t('admin.dashboard.chart.revenue_column')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(day.day, locale)}</th>
              <td>{day.orders}</td>
              <td>{formatPrice(day.revenue, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
