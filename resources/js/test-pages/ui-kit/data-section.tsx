import { PackageOpen, SearchX } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn, type TableSort } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';

type Row = { sku: string; name: string; price: number; stock: number };

// Model names read the same in both languages.
const ROWS: readonly Row[] = [
  { sku: 'SM-A556', name: 'Samsung Galaxy A55 8/256GB', price: 749900, stock: 12 },
  { sku: 'LG-55UR', name: 'LG 55UR78006LK', price: 1099900, stock: 0 },
  { sku: 'AP-MBA13', name: 'Apple MacBook Air 13 M3 16/512GB', price: 2499900, stock: 3 },
];

export function DataSection() {
  const t = useT();
  const [sort, setSort] = useState<TableSort>({ key: 'price', direction: 'asc' });
  const sorted = [...ROWS].sort((a, b) => {
    const order = sort.key === 'name' ? a.name.localeCompare(b.name) : a.price - b.price;

    return sort.direction === 'asc' ? order : -order;
  });
  const columns: TableColumn<Row>[] = [
    { key: 'sku', header: t('ui_kit.table.sku'), cell: (row) => <code className="text-xs">{row.sku}</code> },
    { key: 'name', header: t('ui_kit.table.name'), cell: (row) => row.name, sortable: true, wrap: true },
    {
      key: 'stock',
      header: t('ui_kit.table.stock'),
      cell: (row) =>
        row.stock > 0 ? (
          <Badge tone="success">{t('ui_kit.table.in_stock', { count: row.stock })}</Badge>
        ) : (
          <Badge tone="warning">{t('ui_kit.table.out_of_stock')}</Badge>
        ),
    },
    {
      key: 'price',
      header: t('ui_kit.table.price'),
      cell: (row) => <Price amount={row.price} size="sm" />,
      sortable: true,
      align: 'end',
    },
  ];
  const empty = (
    <EmptyState
      icon={SearchX}
      title={t('ui_kit.empty.title')}
      text={t('ui_kit.empty.text')}
      action={
        <Button variant="secondary" size="sm">
          {t('ui_kit.empty.action')}
        </Button>
      }
    />
  );

  return (
    <ShowcaseSection id="data" title={t('ui_kit.section.data')}>
      <Example title={t('ui_kit.state.sorted_table')} wide>
        <Table
          caption={t('ui_kit.table.caption')}
          columns={columns}
          rows={sorted}
          rowKey={(row) => row.sku}
          sort={sort}
          onSort={setSort}
          empty={empty}
          test="table-sorted"
        />
      </Example>
      <Example title={t('ui_kit.state.empty_table')} wide>
        <Table
          caption={t('ui_kit.table.caption_empty')}
          columns={columns}
          rows={[]}
          rowKey={(row) => row.sku}
          empty={empty}
          test="table-empty"
        />
      </Example>
      <Example title={t('ui_kit.component.pagination')} wide>
        <div className="space-y-4">
          <Pagination page={1} pages={3} />
          <Pagination page={7} pages={20} />
        </div>
      </Example>
      <Example title={t('ui_kit.component.empty_state')} wide>
        <EmptyState
          icon={PackageOpen}
          title={t('ui_kit.empty.orders_title')}
          text={t('ui_kit.empty.orders_text')}
          action={<Button href="/">{t('ui_kit.empty.orders_action')}</Button>}
          test="showcase-empty"
        />
      </Example>
    </ShowcaseSection>
  );
}
