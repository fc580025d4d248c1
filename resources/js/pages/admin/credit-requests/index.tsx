import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CreditRequestTable } from '@/components/admin/credit-requests/credit-request-table';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { InboxSearch } from '@/components/admin/messages/inbox-search';
import { inboxUrl } from '@/components/admin/messages/inbox-url';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import {
  CREDIT_REQUEST_STATUSES,
  type CreditRequestFilters,
  type CreditRequestRow,
  type CreditRequestStatus,
  type InboxPagination,
} from '@/types/admin-inbox';

type Props = {
  requests: CreditRequestRow[];
  pagination: InboxPagination;
  counts: Record<CreditRequestStatus, number>;
  filters: CreditRequestFilters;
};

/** The credit requests: a tab per status, searched by name, phone or e-mail, newest first. */
export default function AdminCreditRequestsIndexPage({ requests, pagination, counts, filters }: Props) {
  const t = useT();
  const url = (next: Partial<CreditRequestFilters>) => inboxUrl('admin.credit-requests.index', { ...filters, ...next });

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.credit_requests.title')} intro={t('admin.credit_requests.intro')} />
      <InboxSearch
        label={t('admin.credit_requests.search')}
        search={t('admin.credit_requests.search')}
        hint={t('admin.credit_requests.search_hint')}
        apply={t('admin.credit_requests.apply')}
        reset={t('admin.credit_requests.reset')}
        value={filters.q}
        href={(q) => url({ q })}
        resetHref={inboxUrl('admin.credit-requests.index', { status: filters.status })}
      />
      <LinkTabs
        label={t('admin.credit_requests.tabs.label')}
        current={filters.status}
        tabs={CREDIT_REQUEST_STATUSES.map((status) => ({
          key: status,
          label: t(`admin.credit_requests.status.${status}`),
          count: counts[status],
          href: url({ status }),
        }))}
      />
      <p className="text-sm text-text-muted" data-test="credit-requests-found">
        {t('admin.credit_requests.found', { count: pagination.total })}
      </p>
      <CreditRequestTable requests={requests} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminCreditRequestsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
