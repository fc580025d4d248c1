import { usePage } from '@inertiajs/react';
import { PackagePlus } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ListPagination, type ReceiptRow, type ReceiptStatus } from '@/types/stock-documents';

type Props = { rows: ReceiptRow[]; pagination: ListPagination; status: ReceiptStatus | null };

/** Goods receipts, newest first, by state: each leads to its page, where a draft is filled in and received. */
export default function AdminReceiptsIndexPage({ rows, pagination, status }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<ReceiptRow>[] = [
    {
      key: 'number',
      header: t('admin.receipts.number'),
      cell: (row) => (
        <Link
          href={route('admin.receipts.show', { goodsReceipt: row.id })}
          className="font-semibold text-accent-text hover:underline"
          data-test={`receipt-${row.id}`}
        >
          {row.number}
        </Link>
      ),
    },
    {
      key: 'supplier',
      header: t('admin.receipts.supplier'),
      wrap: true,
      cell: (row) => [row.supplier, row.supplier_document].filter(Boolean).join(' · '),
    },
    { key: 'place', header: t('admin.receipts.place'), cell: (row) => row.place },
    { key: 'units', header: t('admin.stock_documents.quantity'), align: 'end', cell: (row) => row.units },
    {
      key: 'status',
      header: t('admin.stock_documents.filter_status'),
      cell: (row) => (
        <Badge tone={row.status === 'received' ? 'success' : 'neutral'}>
          {t(`admin.receipts.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: t('admin.stock_movements.date'),
      cell: (row) => formatDateTime(row.received_at ?? row.created_at, locale),
    },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.receipts.title')}
        intro={t('admin.receipts.intro')}
        actions={
          <Button href={route('admin.receipts.create')} test="receipt-new">
            {t('admin.receipts.new')}
          </Button>
        }
      />
      <LinkTabs
        label={t('admin.stock_documents.filter_status')}
        current={status ?? 'all'}
        tabs={(['all', 'draft', 'received'] as const).map((key) => ({
          key,
          label: key === 'all' ? t('admin.stock_documents.all') : t(`admin.receipts.status.${key}`),
          href: route('admin.receipts.index', key === 'all' ? {} : { stare: key }),
        }))}
      />
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption={t('admin.receipts.title')}
        captionHidden
        test="receipts-table"
        empty={<EmptyState icon={PackagePlus} title={t('admin.receipts.empty')} test="receipts-empty" />}
      />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminReceiptsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
