import { usePage } from '@inertiajs/react';
import { ArrowLeftRight } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { TransferBadge } from '@/components/admin/stock/transfer-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ListPagination, type TransferRow, type TransferStatus } from '@/types/stock-documents';

type Props = { rows: TransferRow[]; pagination: ListPagination; status: TransferStatus | null };

/** Transfers between places, newest first, by state; those in transit say so. */
export default function AdminTransfersIndexPage({ rows, pagination, status }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<TransferRow>[] = [
    {
      key: 'number',
      header: t('admin.receipts.number'),
      cell: (row) => (
        <Link
          href={route('admin.transfers.show', { stockTransfer: row.id })}
          className="font-semibold text-accent-text hover:underline"
          data-test={`transfer-${row.id}`}
        >
          {row.number}
        </Link>
      ),
    },
    { key: 'from', header: t('admin.transfers.from'), wrap: true, cell: (row) => row.from },
    { key: 'to', header: t('admin.transfers.to'), wrap: true, cell: (row) => row.to },
    { key: 'units', header: t('admin.stock_documents.quantity'), align: 'end', cell: (row) => row.units },
    {
      key: 'status',
      header: t('admin.stock_documents.filter_status'),
      cell: (row) => <TransferBadge status={row.status} />,
    },
    {
      key: 'date',
      header: t('admin.stock_movements.date'),
      cell: (row) => formatDateTime(row.received_at ?? row.sent_at ?? row.created_at, locale),
    },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.transfers.title')}
        intro={t('admin.transfers.intro')}
        actions={
          <Button href={route('admin.transfers.create')} test="transfer-new">
            {t('admin.transfers.new')}
          </Button>
        }
      />
      <LinkTabs
        label={t('admin.stock_documents.filter_status')}
        current={status ?? 'all'}
        tabs={(['all', 'draft', 'sent', 'received', 'cancelled'] as const).map((key) => ({
          key,
          label: key === 'all' ? t('admin.stock_documents.all') : t(`admin.transfers.status.${key}`),
          href: route('admin.transfers.index', key === 'all' ? {} : { stare: key }),
        }))}
      />
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption={t('admin.transfers.title')}
        captionHidden
        test="transfers-table"
        empty={<EmptyState icon={ArrowLeftRight} title={t('admin.transfers.empty')} test="transfers-empty" />}
      />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminTransfersIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
