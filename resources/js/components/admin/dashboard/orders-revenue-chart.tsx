import { usePage } from '@inertiajs/react';
import { useId, useRef } from 'react';

import { linePath, niceCeiling, place, type Plot } from '@/components/admin/dashboard/chart-scale';
import { ChartTable } from '@/components/admin/dashboard/chart-table';
import { useElementWidth } from '@/hooks/use-element-width';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type DashboardDay } from '@/types/dashboard';
import { type Locale } from '@/types/shared';

type Props = { series: readonly DashboardDay[] };

function compact(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-MD' : 'ro-MD', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** `2026-11-04` → `04.11`, as both languages write a short day. */
function shortDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
}

/**
 * Orders (a line with points, right axis) and revenue (bars, left axis, lei) per day, drawn to the measured width
 * so text stays legible on a phone. Screen readers get the title, a summary and a hidden table of every day.
 */
export function OrdersRevenueChart({ series }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const narrow = width < 480;
  const plot: Plot = { width, height: narrow ? 200 : 240, left: 44, right: 30, top: 10, bottom: 22 };
  const revenueTop = niceCeiling(Math.max(0, ...series.map((day) => day.revenue / 100)), 2);
  const ordersTop = niceCeiling(Math.max(0, ...series.map((day) => day.orders)), 2);
  const placed = place(
    plot,
    series.map((day) => day.revenue / 100),
    series.map((day) => day.orders),
    revenueTop,
    ordersTop,
  );
  const baseline = plot.height - plot.bottom;
  const totalOrders = series.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = series.reduce((sum, day) => sum + day.revenue, 0);
  const labelEvery = narrow ? 10 : 7;

  return (
    <figure className="min-w-0">
      <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-info/45" /> {t('admin.dashboard.chart.revenue_legend')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-accent" /> {t('admin.dashboard.chart.orders_legend')}
        </span>
      </div>
      <div ref={box} className="w-full">
        <svg
          width={plot.width}
          height={plot.height}
          viewBox={`0 0 ${plot.width} ${plot.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="block max-w-full overflow-visible"
          data-test="dashboard-chart"
        >
          <title id={`${id}-title`}>{t('admin.dashboard.chart.title')}</title>
          <desc id={`${id}-desc`}>
            {t('admin.dashboard.chart.summary', { orders: totalOrders, revenue: formatPrice(totalRevenue, locale) })}
          </desc>
          {[0, 0.5, 1].map((fraction) => {
            const y = baseline - fraction * (baseline - plot.top);

            return (
              <g key={fraction} className="fill-text-muted text-[11px]">
                <line x1={plot.left} x2={plot.width - plot.right} y1={y} y2={y} className="stroke-border" />
                <text x={plot.left - 6} y={y} dy="0.32em" textAnchor="end">
                  {compact(revenueTop * fraction, locale)}
                </text>
                <text x={plot.width - plot.right + 6} y={y} dy="0.32em">
                  {compact(ordersTop * fraction, locale)}
                </text>
              </g>
            );
          })}
          {placed.map(({ bar }, index) => (
            <rect
              key={series[index]?.day}
              {...bar}
              rx={Math.min(2, bar.width / 4)}
              className="fill-info/45"
              data-test="chart-bar"
            />
          ))}
          <path
            d={linePath(placed.map(({ point }) => point))}
            className="fill-none stroke-accent"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {placed.map(({ point }, index) => (
            <circle
              key={series[index]?.day}
              cx={point.x}
              cy={point.y}
              r={narrow ? 2 : 3}
              className="fill-accent"
              data-test="chart-point"
            />
          ))}
          {series.map((day, index) =>
            (series.length - 1 - index) % labelEvery === 0 && placed[index] !== undefined ? (
              <text
                key={day.day}
                x={placed[index].point.x}
                y={plot.height - 6}
                textAnchor="middle"
                className="fill-text-muted text-[11px]"
              >
                {shortDay(day.day)}
              </text>
            ) : null,
          )}
          {placed.map(({ band }, index) => {
            const day = series[index];

            return day === undefined ? null : (
              <rect
                key={day.day}
                x={band.x}
                y={plot.top}
                width={band.width}
                height={baseline - plot.top}
                fill="transparent"
              >
                <title>
                  {t('admin.dashboard.chart.day', {
                    day: formatDate(day.day, locale),
                    orders: day.orders,
                    revenue: formatPrice(day.revenue, locale),
                  })}
                </title>
              </rect>
            );
          })}
        </svg>
      </div>
      <ChartTable series={series} />
    </figure>
  );
}
