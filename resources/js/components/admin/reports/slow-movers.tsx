import { Hourglass } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { route } from '@/lib/route';
import { type Locale } from '@/types/shared';
import { type SlowMoverRow, type SlowMoversData } from '@/types/reports';

/** Products on hand with no sale in the chosen days, the most money at cost first. */
export function SlowMovers({ slow, options, locale }: { slow: SlowMoversData; options: number[]; locale: Locale }) {
  const t = useT();
  const columns: TableColumn<SlowMoverRow>[] = [
    {
      key: 'name',
      header: t('admin.reports.columns.name'),
      wrap: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.name}</span>
          <span className="text-xs text-text-muted">{row.sku}</span>
        </span>
      ),
    },
    { key: 'units', header: t('admin.reports.columns.units'), align: 'end', cell: (row) => row.stock },
    {
      key: 'cost',
      header: t('admin.reports.columns.cost_price'),
      align: 'end',
      cell: (row) => (row.costPrice === null ? '—' : formatPrice(row.costPrice, locale)),
    },
    {
      key: 'value',
      header: t('admin.reports.columns.value'),
      align: 'end',
      cell: (row) => (row.value === null ? '—' : formatPrice(row.value, locale)),
    },
    {
      key: 'last',
      header: t('admin.reports.columns.last_sold'),
      align: 'end',
      cell: (row) => (row.lastSold === null ? t('admin.reports.slow.never') : formatDate(row.lastSold, locale)),
    },
  ];

  return (
    <div className="space-y-4" data-test="slow-movers">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('admin.reports.slow.days')}>
        <span className="text-sm text-text-muted">{t('admin.reports.slow.days')}</span>
        {options.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={days === slow.days ? 'primary' : 'secondary'}
            href={route('admin.reports.index', { report: 'slow', days })}
            test={`slow-${days}`}
          >
            {t('admin.reports.slow.option', { days: String(days) })}
          </Button>
        ))}
      </div>
      <p className="text-sm text-text-muted">
        {t('admin.reports.slow.intro', { since: formatDate(slow.since, locale) })}
      </p>
      <Table
        columns={columns}
        rows={slow.rows}
        rowKey={(row) => row.id}
        caption={t('admin.reports.tabs.slow')}
        captionHidden
        test="slow-table"
        empty={<EmptyState icon={Hourglass} title={t('admin.reports.slow.empty')} />}
      />
      {slow.more > 0 && (
        <p className="text-sm text-text-muted">{t('admin.reports.more', { count: String(slow.more) })}</p>
      )}
    </div>
  );
}
