import { Briefcase } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { VacancyOpenToggle } from '@/components/admin/vacancies/vacancy-open-toggle';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type VacancyRow } from '@/types/admin-content';

/** /admin/posturi: the vacancies, open ones first, with their applications; closing, reopening, deleting. */
export default function AdminVacanciesIndexPage({ vacancies }: { vacancies: VacancyRow[] }) {
  const t = useT();
  const route = useRoute();

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
  ];

  return (
    <AdminList
      title={t('admin.vacancies.title')}
      intro={t('admin.vacancies.intro')}
      create={{ href: route('admin.vacancies.create'), label: t('admin.vacancies.new'), test: 'vacancy-new' }}
      refusal="vacancy"
      caption={t('admin.vacancies.title')}
      columns={columns}
      rows={vacancies}
      empty={{ icon: Briefcase, title: t('admin.vacancies.empty') }}
      test="vacancies-table"
      more={(vacancy) => <VacancyOpenToggle vacancy={vacancy} />}
      // Only while nobody applied; after that, closing it is the way.
      remove={(vacancy) =>
        vacancy.applications > 0
          ? null
          : {
              url: route('admin.vacancies.destroy', { vacancy: vacancy.id }),
              name: vacancy.title,
              test: `vacancy-delete-${vacancy.slug}`,
            }
      }
    />
  );
}

AdminVacanciesIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
