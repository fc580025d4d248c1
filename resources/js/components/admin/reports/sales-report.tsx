import { BarChart3 } from 'lucide-react';

import { RevenueBars } from '@/components/admin/reports/revenue-bars';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/money';
import { type Locale } from '@/types/shared';
import { type SalesFigures, type SalesReportData, type SalesReportRow } from '@/types/reports';

type FigureKey = 'orders' | 'units' | 'revenue' | 'average' | 'discounts' | 'refunds' | 'margin';
const MONEY: FigureKey[] = ['revenue', 'average', 'discounts', 'refunds', 'margin'];

function figure(figures: SalesFigures, key: FigureKey, locale: Locale): string {
  const value = figures[key];
  if (value === null) return '—';
  return MONEY.includes(key) ? formatPrice(value, locale) : String(value);
}

function change(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || previous === 0) return null;
  const percent = Math.round(((current - previous) * 1000) / previous) / 10;
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** A sales report: the totals against the period before, revenue bars and the table of rows. */
export function SalesReport({ sales, locale }: { sales: SalesReportData; locale: Locale }) {
  const t = useT();
  const label = (row: SalesReportRow) => (sales.by === 'days' ? formatDate(row.label, locale) : row.label);
  const keys: FigureKey[] = ['orders', 'units', 'revenue', 'average', 'discounts', 'refunds', 'margin'];
  // The average order stays in the totals and the CSV: the table keeps to a laptop's width.
  const shownKeys = keys
    .filter((key) => key !== 'average')
    .filter((key) => sales.rows.some((row) => row.current[key] !== null) || sales.rows.length === 0);
  const columns: TableColumn<SalesReportRow>[] = [
    {
      key: 'name',
      header: t(sales.by === 'days' ? 'admin.reports.columns.day' : 'admin.reports.columns.name'),
      wrap: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span>{label(row)}</span>
          {row.detail !== null && <span className="text-xs text-text-muted">{row.detail}</span>}
        </span>
      ),
    },
    ...shownKeys.map((key): TableColumn<SalesReportRow> => ({
      key,
      header: t(`admin.reports.columns.${key}`),
      align: 'end',
      cell: (row) => figure(row.current, key, locale),
    })),
    {
      key: 'previous',
      header: t('admin.reports.columns.before'),
      align: 'end',
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatPrice(row.previous.revenue, locale)}
          <span className="ms-1.5 text-xs text-text-muted">
            {change(row.current.revenue, row.previous.revenue) ?? '—'}
          </span>
        </span>
      ),
    },
  ];
  const totals = sales.totals;

  return (
    <div className="space-y-5">
      <p className="text-sm text-text-muted" data-test="report-previous">
        {t('admin.reports.previous', {
          from: formatDate(sales.previous.from, locale),
          to: formatDate(sales.previous.to, locale),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7" data-test="report-totals">
        {keys.map((key) => (
          <div key={key} className="rounded-lg border border-border bg-surface p-3" data-test={`total-${key}`}>
            <dt className="text-xs text-text-muted">{t(`admin.reports.columns.${key}`)}</dt>
            <dd className="text-base font-semibold whitespace-nowrap tabular-nums">
              {figure(totals.current, key, locale)}
            </dd>
            <dd className="text-xs text-text-muted">
              {figure(totals.previous, key, locale)}
              {change(totals.current[key], totals.previous[key]) !== null &&
                ` · ${change(totals.current[key], totals.previous[key])}`}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-text-muted" data-test="report-costed">
        {totals.current.costedShare === null || totals.current.margin === null
          ? t('admin.reports.no_margin')
          : t('admin.reports.costed_share', { share: formatNumber(totals.current.costedShare) })}
      </p>
      {sales.rows.length > 0 && (
        <Card header={t('admin.reports.chart')} test="report-chart">
          <RevenueBars rows={sales.rows} label={label} locale={locale} />
        </Card>
      )}
      <Table
        columns={columns}
        rows={sales.rows}
        rowKey={(row) => row.key}
        caption={t(`admin.reports.tabs.${sales.by}`)}
        captionHidden
        test="report-table"
        empty={<EmptyState icon={BarChart3} title={t('admin.reports.empty')} test="report-empty" />}
      />
      {sales.more > 0 && (
        <p className="text-sm text-text-muted">{t('admin.reports.more', { count: String(sales.more) })}</p>
      )}
    </div>
  );
}
