import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerFiltersForm } from '@/components/admin/customers/customer-filters-form';
import { CustomerTable } from '@/components/admin/customers/customer-table';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type CustomerFilters, type CustomerFlagOption, type CustomerRow } from '@/types/admin-customers';

type Props = {
  customers: CustomerRow[];
  pagination: { current: number; last: number; total: number; next: string | null; previous: string | null };
  filters: CustomerFilters;
  flags: CustomerFlagOption[];
};

/** The back office's customers: accounts and guests folded by phone and e-mail, searched, flagged, sorted. */
export default function AdminCustomersIndexPage({ customers, pagination, filters, flags }: Props) {
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.customers.title')} intro={t('admin.customers.intro')} />
      <CustomerFiltersForm filters={filters} flags={flags} />
      <p className="text-sm text-text-muted" data-test="customers-found">
        {t('admin.customers.found', { count: pagination.total })}
      </p>
      <CustomerTable customers={customers} />
      <p className="text-xs text-text-muted">{t('admin.customers.columns.spent_hint')}</p>
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminCustomersIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
