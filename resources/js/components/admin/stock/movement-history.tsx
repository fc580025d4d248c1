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
 * document behind it (a link where the back office has a page) and who did it; 25 a page. A table, or a card per
 * movement on a phone, as the order's lines are.
 */
export function MovementHistory({ movements }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const place = (row: ProductMovement) => row.place ?? t('admin.stock_movements.no_place');
  const who = (row: ProductMovement) => row.who ?? t('admin.stock_movements.nobody');
  const columns: TableColumn<ProductMovement>[] = [
    { key: 'date', header: t('admin.stock_movements.date'), cell: (row) => formatDateTime(row.date, locale) },
    { key: 'place', header: t('admin.stock_movements.place'), wrap: true, cell: place },
    {
      key: 'change',
      header: t('admin.stock_movements.change'),
      align: 'end',
      cell: (row) => <Change quantity={row.quantity} />,
    },
    {
      key: 'reason',
      header: t('admin.stock_movements.reason'),
      wrap: true,
      cell: (row) => <Reason reason={row.reason} />,
    },
    {
      key: 'reference',
      header: t('admin.stock_movements.reference'),
      cell: (row) => <Reference reference={row.reference} />,
    },
    { key: 'who', header: t('admin.stock_movements.who'), cell: who },
  ];
  const empty = <EmptyState icon={History} title={t('admin.stock_movements.empty')} />;

  return (
    <Card header={t('admin.stock_movements.title')} test="movement-history">
      {/* A phone (the warehouse floor) gets each movement as a card: nothing behind a sideways scroll. */}
      <div className="sm:hidden">
        {movements.rows.length === 0 ? (
          empty
        ) : (
          <ul className="space-y-2" aria-label={t('admin.stock_movements.title')} data-test="movement-cards">
            {movements.rows.map((row) => (
              <li
                key={row.id}
                className="rounded-card border border-border bg-surface-raised p-3 text-sm"
                data-test="movement-card"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium break-words">
                    <Reason reason={row.reason} />
                  </span>
                  <Change quantity={row.quantity} />
                </div>
                <p className="text-xs text-text-muted">{formatDateTime(row.date, locale)}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-text-muted">{t('admin.stock_movements.place')}</dt>
                  <dd className="break-words">{place(row)}</dd>
                  <dt className="text-text-muted">{t('admin.stock_movements.reference')}</dt>
                  <dd className="break-words">
                    <Reference reference={row.reference} />
                  </dd>
                  <dt className="text-text-muted">{t('admin.stock_movements.who')}</dt>
                  <dd className="break-words">{who(row)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="hidden sm:block">
        <Table
          columns={columns}
          rows={movements.rows}
          rowKey={(row) => row.id}
          caption={t('admin.stock_movements.title')}
          captionHidden
          test="movements-table"
          empty={empty}
        />
      </div>
      <Pagination
        page={movements.pagination.current}
        pages={movements.pagination.last}
        links={{ prev: movements.pagination.previous, next: movements.pagination.next }}
      />
    </Card>
  );
}

/** Units in (+, green) or out (−, red). */
function Change({ quantity }: { quantity: number }) {
  return (
    <span
      className={`font-semibold whitespace-nowrap tabular-nums ${quantity > 0 ? 'text-success' : 'text-danger'}`}
      data-test="movement-change"
    >
      {quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`}
    </span>
  );
}

function Reason({ reason }: { reason: string }) {
  return <span data-test="movement-reason">{reason}</span>;
}

/** The order or document behind a movement: a link where the back office has a page for it. */
function Reference({ reference }: { reference: ProductMovement['reference'] }) {
  if (reference === null) return '—';
  if (reference.href === null) return reference.label;

  return (
    <Link href={reference.href} className="font-medium text-accent-text hover:underline">
      {reference.label}
    </Link>
  );
}
