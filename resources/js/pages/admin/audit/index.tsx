import { usePage } from '@inertiajs/react';
import { ScrollText } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AuditChanges } from '@/components/admin/audit/audit-changes';
import { AuditFilters } from '@/components/admin/audit/audit-filters';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type AuditLogEntry, type AuditLogFilters } from '@/types/admin';

type Props = {
  entries: AuditLogEntry[];
  page: number;
  pages: number;
  total: number;
  filters: AuditLogFilters;
  options: { users: { id: number; label: string }[]; actions: { value: string; label: string }[] };
};

/** /admin/jurnal: every staff change, newest first, read-only (owners only). */
export default function AuditLogPage({ entries, page, pages, total, filters, options }: Props) {
  const t = useT();
  const { locale, errors } = usePage().props;

  const columns: TableColumn<AuditLogEntry>[] = [
    { key: 'when', header: t('admin.audit.col.when'), cell: (entry) => formatDateTime(entry.at, locale) },
    {
      key: 'who',
      header: t('admin.audit.col.who'),
      wrap: true,
      cell: (entry) =>
        entry.user_email === 'console' && entry.user_name === null ? (
          <span className="text-text-muted">{t('admin.audit.console')}</span>
        ) : (
          <div className="min-w-0">
            {entry.user_name !== null && <p className="font-semibold break-words">{entry.user_name}</p>}
            <p className="whitespace-nowrap text-text-muted">{entry.user_email ?? '—'}</p>
          </div>
        ),
    },
    { key: 'ip', header: t('admin.audit.col.ip'), cell: (entry) => entry.ip ?? '—' },
    {
      key: 'action',
      header: t('admin.audit.col.action'),
      cell: (entry) =>
        entry.action_label === null ? (
          <code className="text-xs">{entry.action}</code>
        ) : (
          <span title={entry.action}>{entry.action_label}</span>
        ),
    },
    {
      key: 'subject',
      header: t('admin.audit.col.subject'),
      wrap: true,
      cell: (entry) =>
        entry.subject_type === null ? (
          '—'
        ) : (
          <div className="min-w-0">
            <p className="whitespace-nowrap">{entry.subject_label ?? `#${entry.subject_id ?? ''}`}</p>
            <p className="text-xs text-text-muted">
              {entry.subject_type} #{entry.subject_id}
            </p>
          </div>
        ),
    },
    {
      key: 'changes',
      header: t('admin.audit.col.changes'),
      wrap: true,
      cell: (entry) => <AuditChanges changes={entry.changes} />,
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.audit.title')}
        intro={t('admin.audit.intro')}
        actions={
          <span className="text-sm text-text-muted" data-test="audit-total">
            {t('admin.audit.total', { count: total })}
          </span>
        }
      />
      <AuditFilters filters={filters} options={options} errors={errors as Partial<Record<string, string>>} />
      <Table
        caption={t('admin.audit.table')}
        captionHidden
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={<EmptyState icon={ScrollText} title={t('admin.audit.empty')} />}
        test="audit-table"
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

AuditLogPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
