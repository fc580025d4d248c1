import { usePage } from '@inertiajs/react';
import { FileText } from 'lucide-react';

import { fileSize } from '@/components/admin/applications/file-size';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ApplicationRow } from '@/types/admin-inbox';

/** The job applications of the list's page. */
export function ApplicationTable({ applications }: { applications: ApplicationRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<ApplicationRow>[] = [
    {
      key: 'applicant',
      header: t('admin.applications.columns.applicant'),
      cell: (application) => (
        <Link
          href={route('admin.applications.show', { application: application.id })}
          className="flex flex-col rounded-sm focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test={`application-${application.id}`}
        >
          <span className="font-semibold text-accent-text hover:underline">{application.name}</span>
          <span className="text-xs text-text-muted">{application.email}</span>
        </Link>
      ),
    },
    {
      key: 'vacancy',
      header: t('admin.applications.columns.vacancy'),
      wrap: true,
      cell: (application) => application.vacancy,
    },
    {
      key: 'cv',
      header: t('admin.applications.columns.cv'),
      cell: (application) => (
        <span className="text-sm">
          <span className="inline-block max-w-48 truncate align-bottom">{application.cv_name}</span>
          <span className="ml-2 text-xs text-text-muted">{fileSize(application.cv_size, t)}</span>
        </span>
      ),
    },
    {
      key: 'received',
      header: t('admin.applications.columns.received'),
      cell: (application) => (application.received_at === null ? '—' : formatDateTime(application.received_at, locale)),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={applications}
      rowKey={(application) => application.id}
      caption={t('admin.applications.title')}
      captionHidden
      test="applications-table"
      empty={
        <EmptyState
          icon={FileText}
          title={t('admin.applications.empty_title')}
          text={t('admin.applications.empty_text')}
          test="applications-empty"
        />
      }
    />
  );
}
