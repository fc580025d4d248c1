import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { ReportFilters } from '@/components/admin/reports/report-filters';
import { SalesReport } from '@/components/admin/reports/sales-report';
import { SlowMovers } from '@/components/admin/reports/slow-movers';
import { StockValuation } from '@/components/admin/reports/stock-valuation';
import { renderWithPage } from '@/test/render-page';
import { type SalesFigures, type SalesReportData } from '@/types/reports';

/** The element of a `data-test` mark (the UI kit's test attribute). */
function byTest(test: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
  if (element === null) throw new Error(`No [data-test="${test}"]`);
  return element;
}

const figures = (revenue: number, margin: number | null, orders: number | null = 2): SalesFigures => ({
  orders,
  units: 3,
  revenue,
  average: orders === null ? null : revenue / 2,
  discounts: 10_000,
  refunds: 30_000,
  margin,
  marginRate: margin === null ? null : 34.5,
  costedShare: margin === null ? null : 74.4,
});

const sales: SalesReportData = {
  by: 'stores',
  period: { from: '2026-01-10', to: '2026-01-15', days: 6 },
  previous: { from: '2026-01-04', to: '2026-01-09', days: 6 },
  totals: { current: figures(395_000, 100_000), previous: figures(100_000, null) },
  rows: [
    {
      key: '0',
      label: 'Livrare prin curier',
      detail: null,
      current: figures(345_000, null),
      previous: figures(100_000, null),
    },
    { key: '5', label: 'Centru', detail: null, current: figures(50_000, null), previous: figures(0, null) },
  ],
  more: 3,
};

describe('the reports', () => {
  it.each([
    ['ro', ro, '3 950 lei', '+295%'],
    ['ru', ru, '3 950 лей', '+295%'],
  ] as const)(
    'show the totals against the period before and a row per store (%s)',
    (locale, translations, revenue, change) => {
      renderWithPage(<SalesReport sales={sales} locale={locale} />, { shared: { translations, locale } });

      const total = byTest('total-revenue');
      expect(within(total).getByText(revenue)).toBeInTheDocument();
      expect(total).toHaveTextContent(change);
      expect(byTest('report-costed')).toHaveTextContent(
        translations['admin.reports.costed_share'].replace(':share', '74,4'),
      );
      const table = byTest('report-table');
      expect(within(table).getByText('Livrare prin curier')).toBeInTheDocument();
      expect(within(table).getByText('Centru')).toBeInTheDocument();
      // No store row has a margin: the column is left out rather than filled with dashes.
      expect(within(table).queryByText(translations['admin.reports.columns.margin'])).not.toBeInTheDocument();
      expect(byTest('report-bars').children).toHaveLength(2);
      expect(screen.getByText(translations['admin.reports.more'].replace(':count', '3'))).toBeInTheDocument();
    },
  );

  it('says when no sale had a known cost instead of showing a margin', () => {
    const none = { ...sales, totals: { current: figures(395_000, null), previous: figures(0, null) } };
    renderWithPage(<SalesReport sales={none} locale="ro" />, { shared: { translations: ro } });

    expect(byTest('report-costed')).toHaveTextContent(ro['admin.reports.no_margin']);
    expect(byTest('total-margin')).toHaveTextContent('—');
  });

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('refuses a period backwards or longer than allowed before sending it (%s)', (locale, translations) => {
    renderWithPage(
      <ReportFilters
        filters={{ report: 'days', preset: 'this_month', from: '2026-01-01', to: '2026-01-15', days: 15, slowDays: 60 }}
        options={{ reports: ['days'], presets: ['today', 'this_month'], slowDays: [30, 60], maxDays: 731 }}
      />,
      { shared: { translations, locale } },
    );

    expect(byTest('preset-this_month')).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('[data-test="report-period-error"]')).not.toBeInTheDocument();
    fireEvent.change(byTest('report-to'), { target: { value: '2025-12-01' } });
    expect(byTest('report-period-error')).toHaveTextContent(translations['admin.reports.errors.order']);
    expect(byTest('report-apply')).toBeDisabled();
    fireEvent.change(byTest('report-from'), { target: { value: '2020-01-01' } });
    expect(byTest('report-period-error')).toHaveTextContent(
      translations['admin.reports.errors.too_long'].replace(':days', '731'),
    );
    fireEvent.change(byTest('report-from'), { target: { value: '2025-11-01' } });
    expect(document.querySelector('[data-test="report-period-error"]')).not.toBeInTheDocument();
    expect(byTest('report-apply')).toBeEnabled();
  });

  it('values the stock at cost and says how many units have no cost price', () => {
    renderWithPage(
      <StockValuation
        stock={{
          total: { units: 8, value: 180_000, unknownUnits: 5 },
          places: [{ key: '1', label: 'Depozit central', units: 8, value: 180_000, unknownUnits: 5 }],
          categories: [{ key: '2', label: 'Telefoane', units: 3, value: 180_000, unknownUnits: 0 }],
        }}
        locale="ro"
      />,
      { shared: { translations: ro } },
    );

    expect(byTest('stock-value')).toHaveTextContent('1 800 lei');
    expect(byTest('stock-unknown')).toHaveTextContent(
      ro['admin.reports.stock.unknown'].replace(':units', '5').replace(':share', '62,5'),
    );
    expect(within(byTest('stock-categories')).getByText('Telefoane')).toBeInTheDocument();
  });

  it('lists slow movers with their last sale, or never', () => {
    renderWithPage(
      <SlowMovers
        slow={{
          days: 60,
          since: '2025-11-17',
          rows: [
            { id: 1, name: 'Telefon', sku: 'T-1', stock: 3, costPrice: 60_000, value: 180_000, lastSold: null },
            { id: 2, name: 'Televizor', sku: 'TV-1', stock: 5, costPrice: null, value: null, lastSold: '2025-10-02' },
          ],
          more: 0,
        }}
        options={[30, 60]}
        locale="ru"
      />,
      { shared: { translations: ru, locale: 'ru' } },
    );

    const table = byTest('slow-table');
    expect(within(table).getByText(ru['admin.reports.slow.never'])).toBeInTheDocument();
    expect(within(table).getByText('1 800 лей')).toBeInTheDocument();
    expect(byTest('slow-60')).toHaveTextContent('60 дней');
  });
});
