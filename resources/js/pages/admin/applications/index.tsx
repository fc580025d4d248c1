import { router } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ApplicationTable } from '@/components/admin/applications/application-table';
import { InboxSearch } from '@/components/admin/messages/inbox-search';
import { inboxUrl } from '@/components/admin/messages/inbox-url';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import {
  type ApplicationFilters,
  type ApplicationRow,
  type InboxPagination,
  type VacancyOption,
} from '@/types/admin-inbox';

type Props = {
  applications: ApplicationRow[];
  pagination: InboxPagination;
  vacancies: VacancyOption[];
  filters: ApplicationFilters;
  retention_days: number;
};

/** Job applications: newest first, narrowed to one vacancy, searched by name or e-mail. */
export default function AdminApplicationsIndexPage({
  applications,
  pagination,
  vacancies,
  filters,
  retention_days,
}: Props) {
  const t = useT();
  const url = (next: Partial<ApplicationFilters>) => inboxUrl('admin.applications.index', { ...filters, ...next });

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.applications.title')}
        intro={t('admin.applications.intro', { days: retention_days })}
      />
      <InboxSearch
        label={t('admin.applications.filters.label')}
        search={t('admin.applications.search')}
        hint={t('admin.applications.search_hint')}
        apply={t('admin.applications.apply')}
        reset={t('admin.applications.reset')}
        value={filters.q}
        href={(q) => url({ q })}
        resetHref={inboxUrl('admin.applications.index', {})}
      >
        <div className="sm:w-64">
          <Select
            name="vacancy"
            label={t('admin.applications.filters.vacancy')}
            placeholder={t('admin.applications.filters.any')}
            value={filters.vacancy ?? ''}
            onChange={(vacancy) =>
              router.get(url({ vacancy: vacancy === '' ? null : vacancy }), {}, { preserveState: true })
            }
            options={vacancies.map((vacancy) => ({
              value: vacancy.value,
              label: `${vacancy.label} (${vacancy.count})`,
            }))}
          />
        </div>
      </InboxSearch>
      <p className="text-sm text-text-muted" data-test="applications-found">
        {t('admin.applications.found', { count: pagination.total })}
      </p>
      <ApplicationTable applications={applications} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminApplicationsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
