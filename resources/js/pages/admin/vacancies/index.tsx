import { Link, usePage } from '@inertiajs/react';
import { Briefcase } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { VacancyRowActions } from '@/components/admin/vacancies/vacancy-row-actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type VacancyRow } from '@/types/admin-content';

/** /admin/posturi: the vacancies, open ones first, with their applications; closing, reopening, deleting. */
export default function AdminVacanciesIndexPage({ vacancies }: { vacancies: VacancyRow[] }) {
  const t = useT();
  const route = useRoute();
  const refused = (usePage().props.errors as Partial<Record<string, string>>).vacancy;

  const columns: TableColumn<VacancyRow>[] = [
    {
      key: 'title',
      header: t('admin.content.field.title'),
      wrap: true,
      cell: (vacancy) => (
        <Link
          href={route('admin.vacancies.edit', { vacancy: vacancy.id })}
          className="font-semibold text-accent-text hover:underline"
          data-test={`vacancy-${vacancy.slug}`}
        >
          {vacancy.title}
        </Link>
      ),
    },
    { key: 'city', header: t('admin.vacancies.field.city'), cell: (vacancy) => vacancy.city },
    {
      key: 'type',
      header: t('admin.vacancies.field.employment_type'),
      cell: (vacancy) => t(`careers.type.${vacancy.employment_type}`),
    },
    {
      key: 'status',
      header: t('admin.vacancies.col.status'),
      cell: (vacancy) => (
        <Badge tone={vacancy.is_open ? 'success' : 'neutral'} test={`vacancy-status-${vacancy.slug}`}>
          {vacancy.is_open ? t('admin.vacancies.is_open') : t('admin.vacancies.is_closed')}
        </Badge>
      ),
    },
    {
      key: 'applications',
      header: t('admin.vacancies.col.applications'),
      align: 'end',
      cell: (vacancy) => vacancy.applications,
    },
    {
      key: 'actions',
      header: t('admin.content.col.actions'),
      cell: (vacancy) => <VacancyRowActions vacancy={vacancy} />,
    },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.vacancies.title')}
        intro={t('admin.vacancies.intro')}
        actions={
          <Button href={route('admin.vacancies.create')} test="vacancy-new">
            {t('admin.vacancies.new')}
          </Button>
        }
      />
      {refused !== undefined && (
        <Alert tone="error" test="vacancy-refused">
          {refused}
        </Alert>
      )}
      <Table
        caption={t('admin.vacancies.title')}
        captionHidden
        columns={columns}
        rows={vacancies}
        rowKey={(vacancy) => vacancy.id}
        empty={<EmptyState icon={Briefcase} title={t('admin.vacancies.empty')} />}
        test="vacancies-table"
      />
    </div>
  );
}

AdminVacanciesIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
