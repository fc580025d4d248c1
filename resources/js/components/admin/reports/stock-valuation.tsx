import { Warehouse } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/money';
import { type Locale } from '@/types/shared';
import { type StockValuationData, type StockValuationRow } from '@/types/reports';

/** Units on hand at cost, per place and per category, the units without a cost price said apart. */
export function StockValuation({ stock, locale }: { stock: StockValuationData; locale: Locale }) {
  const t = useT();
  const share = stock.total.units === 0 ? 0 : Math.round((stock.total.unknownUnits * 1000) / stock.total.units) / 10;
  const columns = (group: 'place' | 'category'): TableColumn<StockValuationRow>[] => [
    { key: 'name', header: t(`admin.reports.columns.${group}`), wrap: true, cell: (row) => row.label },
    { key: 'units', header: t('admin.reports.columns.units'), align: 'end', cell: (row) => formatNumber(row.units) },
    {
      key: 'value',
      header: t('admin.reports.columns.value'),
      align: 'end',
      cell: (row) => formatPrice(row.value, locale),
    },
    {
      key: 'unknown',
      header: t('admin.reports.columns.unknown_units'),
      align: 'end',
      cell: (row) => formatNumber(row.unknownUnits),
    },
  ];
  const empty = <EmptyState icon={Warehouse} title={t('admin.reports.stock.units', { units: '0' })} />;

  return (
    <div className="space-y-5" data-test="stock-valuation">
      <Card header={t('admin.reports.stock.total')}>
        <p className="text-2xl font-semibold tabular-nums" data-test="stock-value">
          {formatPrice(stock.total.value, locale)}
        </p>
        <p className="text-sm text-text-muted">
          {t('admin.reports.stock.units', { units: formatNumber(stock.total.units) })}
        </p>
        {stock.total.unknownUnits > 0 && (
          <p className="text-sm text-text-muted" data-test="stock-unknown">
            {t('admin.reports.stock.unknown', {
              units: formatNumber(stock.total.unknownUnits),
              share: formatNumber(share),
            })}
          </p>
        )}
      </Card>
      <div className="grid gap-5 2xl:grid-cols-2">
        <Table
          columns={columns('place')}
          rows={stock.places}
          rowKey={(row) => `place-${row.key}`}
          caption={t('admin.reports.stock.places')}
          test="stock-places"
          empty={empty}
        />
        <Table
          columns={columns('category')}
          rows={stock.categories}
          rowKey={(row) => `category-${row.key}`}
          caption={t('admin.reports.stock.categories')}
          test="stock-categories"
          empty={empty}
        />
      </div>
    </div>
  );
}
