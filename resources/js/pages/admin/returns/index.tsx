import { usePage } from '@inertiajs/react';
import { Undo2 } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ReturnListRow, type ReturnListTab } from '@/types/returns';

const TABS: ReturnListTab[] = [
  'requested',
  'accepted',
  'received',
  'refunded',
  'refused',
  'claims_open',
  'claims_closed',
];

type Props = {
  rows: ReturnListRow[];
  pagination: { current: number; last: number; total: number; next: string | null; previous: string | null };
  tab: ReturnListTab;
  counts: Record<ReturnListTab, number>;
};

/** Returns by status (the ones waiting for a decision first) and warranty claims, each row leading to its order. */
export default function AdminReturnsIndexPage({ rows, pagination, tab, counts }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<ReturnListRow>[] = [
    {
      key: 'order',
      header: t('returns.admin.columns.order'),
      cell: (row) => (
        <Link
          href={route('admin.orders.show', { order: row.order })}
          className="flex flex-col rounded-sm focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test={`${row.kind}-${row.id}`}
        >
          <span className="font-semibold text-accent-text hover:underline">{row.order}</span>
          <span className="text-xs text-text-muted">
            {t(row.kind === 'return' ? 'returns.ui.number' : 'claims.ui.number', { id: row.id })}
          </span>
        </Link>
      ),
    },
    { key: 'customer', header: t('returns.admin.columns.customer'), cell: (row) => row.customer ?? '—' },
    { key: 'summary', header: t('returns.admin.columns.products'), wrap: true, cell: (row) => row.summary },
    {
      key: 'status',
      header: t('returns.admin.columns.status'),
      cell: (row) => <Badge tone="info">{row.status_label}</Badge>,
    },
    {
      key: 'created',
      header: t('returns.admin.columns.created'),
      cell: (row) => formatDateTime(row.created_at, locale),
    },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('returns.admin.title')} intro={t('returns.admin.intro')} />
      <LinkTabs
        label={t('returns.admin.tabs_label')}
        current={tab}
        wrap
        tabs={TABS.map((key) => ({
          key,
          label: t(`returns.admin.tabs.${key}`),
          count: counts[key],
          href: route('admin.returns.index', key === 'requested' ? {} : { status: key }),
        }))}
      />
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        caption={t('returns.admin.title')}
        captionHidden
        test="returns-table"
        empty={
          <EmptyState
            icon={Undo2}
            title={t('returns.admin.empty')}
            text={t('returns.admin.empty_text')}
            test="returns-empty"
          />
        }
      />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminReturnsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
