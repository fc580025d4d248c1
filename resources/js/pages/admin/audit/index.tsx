import { ScrollText } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AuditEntry } from '@/components/admin/audit/audit-entry';
import { AuditFilters } from '@/components/admin/audit/audit-filters';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
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

/** /admin/jurnal: every staff change, newest first, each as a sentence with what changed, read-only (owners only). */
export default function AuditLogPage({ entries, page, pages, total, filters, options }: Props) {
  const t = useT();

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
      <AuditFilters filters={filters} options={options} />
      {entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={t('admin.audit.empty')} />
      ) : (
        <ol aria-label={t('admin.audit.table')} className="space-y-3" data-test="audit-table">
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}

AuditLogPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
