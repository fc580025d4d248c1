import { usePage } from '@inertiajs/react';
import { Landmark } from 'lucide-react';

import { CreditStatusBadge } from '@/components/admin/credit-requests/credit-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CreditRequestRow } from '@/types/admin-inbox';

/** The credit requests of the list's page. */
export function CreditRequestTable({ requests }: { requests: CreditRequestRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<CreditRequestRow>[] = [
    {
      key: 'number',
      header: t('admin.credit_requests.columns.number'),
      cell: (request) => (
        <Link
          href={route('admin.credit-requests.show', { creditRequest: request.id })}
          className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test={`credit-request-${request.id}`}
        >
          {request.id}
        </Link>
      ),
    },
    { key: 'customer', header: t('admin.credit_requests.columns.customer'), cell: (request) => request.name },
    { key: 'phone', header: t('admin.credit_requests.columns.phone'), cell: (request) => request.phone },
    {
      key: 'programme',
      header: t('admin.credit_requests.columns.programme'),
      wrap: true,
      cell: (request) => (
        <span className="flex flex-col">
          <span>{request.programme}</span>
          {request.product !== null && <span className="text-xs text-text-muted">{request.product}</span>}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('admin.credit_requests.columns.amount'),
      align: 'end',
      cell: (request) => <Price amount={request.amount} size="sm" />,
    },
    {
      key: 'monthly',
      header: t('admin.credit_requests.columns.monthly'),
      align: 'end',
      cell: (request) => (
        <span className="flex flex-col items-end">
          <Price amount={request.monthly_payment} size="sm" />
          <span className="text-xs text-text-muted">
            {t('admin.credit_requests.months', { count: request.months })}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin.credit_requests.columns.status'),
      cell: (request) => <CreditStatusBadge status={request.status} label={request.status_label} />,
    },
    {
      key: 'received',
      header: t('admin.credit_requests.columns.received'),
      cell: (request) => (request.received_at === null ? '—' : formatDateTime(request.received_at, locale)),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      caption={t('admin.credit_requests.title')}
      captionHidden
      test="credit-requests-table"
      empty={
        <EmptyState
          icon={Landmark}
          title={t('admin.credit_requests.empty_title')}
          text={t('admin.credit_requests.empty_text')}
          test="credit-requests-empty"
        />
      }
    />
  );
}
