import { usePage } from '@inertiajs/react';
import { History } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type ListPagination, type ProductMovement } from '@/types/stock-documents';

type Props = { movements: { rows: ProductMovement[]; pagination: ListPagination } };

/**
 * A product's movement history, newest first: when, which place, how many in (+) or out (−), why, the order or
 * document behind it (a link where the back office has a page) and who did it; 25 a page.
 */
export function MovementHistory({ movements }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<ProductMovement>[] = [
    { key: 'date', header: t('admin.stock_movements.date'), cell: (row) => formatDateTime(row.date, locale) },
    {
      key: 'place',
      header: t('admin.stock_movements.place'),
      wrap: true,
      cell: (row) => row.place ?? t('admin.stock_movements.no_place'),
    },
    {
      key: 'change',
      header: t('admin.stock_movements.change'),
      align: 'end',
      cell: (row) => (
        <span
          className={`font-semibold tabular-nums ${row.quantity > 0 ? 'text-success' : 'text-danger'}`}
          data-test="movement-change"
        >
          {row.quantity > 0 ? `+${row.quantity}` : `−${Math.abs(row.quantity)}`}
        </span>
      ),
    },
    { key: 'reason', header: t('admin.stock_movements.reason'), wrap: true, cell: (row) => row.reason },
    {
      key: 'reference',
      header: t('admin.stock_movements.reference'),
      cell: (row) =>
        row.reference === null ? (
          '—'
        ) : row.reference.href === null ? (
          row.reference.label
        ) : (
          <Link href={row.reference.href} className="font-medium text-accent-text hover:underline">
            {row.reference.label}
          </Link>
        ),
    },
    { key: 'who', header: t('admin.stock_movements.who'), cell: (row) => row.who ?? t('admin.stock_movements.nobody') },
  ];

  return (
    <Card header={t('admin.stock_movements.title')} test="movement-history">
      <Table
        columns={columns}
        rows={movements.rows}
        rowKey={(row) => row.id}
        caption={t('admin.stock_movements.title')}
        captionHidden
        test="movements-table"
        empty={<EmptyState icon={History} title={t('admin.stock_movements.empty')} />}
      />
      <Pagination
        page={movements.pagination.current}
        pages={movements.pagination.last}
        links={{ prev: movements.pagination.previous, next: movements.pagination.next }}
      />
    </Card>
  );
}
