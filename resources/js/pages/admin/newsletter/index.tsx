import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { InboxSearch } from '@/components/admin/messages/inbox-search';
import { inboxUrl } from '@/components/admin/messages/inbox-url';
import { SubscriberTable } from '@/components/admin/newsletter/subscriber-table';
import { buttonClasses } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import {
  type InboxPagination,
  SUBSCRIBER_STATES,
  type SubscriberFilters,
  type SubscriberRow,
  type SubscriberState,
} from '@/types/admin-inbox';

type Props = {
  subscribers: SubscriberRow[];
  pagination: InboxPagination;
  counts: Record<SubscriberState, number>;
  filters: SubscriberFilters;
};

/** Newsletter subscribers: searched by e-mail, by state, newest first; unsubscribe and CSV export. */
export default function AdminNewsletterIndexPage({ subscribers, pagination, counts, filters }: Props) {
  const t = useT();
  const url = (next: Partial<SubscriberFilters>) => inboxUrl('admin.newsletter.index', { ...filters, ...next });
  const all = SUBSCRIBER_STATES.reduce((sum, state) => sum + counts[state], 0);

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.newsletter.title')}
        intro={t('admin.newsletter.intro')}
        actions={
          <a
            href={inboxUrl('admin.newsletter.export', filters)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-test="newsletter-export"
            download
          >
            {t('admin.newsletter.export')}
          </a>
        }
      />
      <InboxSearch
        label={t('admin.newsletter.search')}
        search={t('admin.newsletter.search')}
        hint={t('admin.newsletter.search_hint')}
        apply={t('admin.newsletter.apply')}
        reset={t('admin.newsletter.reset')}
        value={filters.q}
        href={(q) => url({ q })}
        resetHref={inboxUrl('admin.newsletter.index', {})}
      />
      <LinkTabs
        label={t('admin.newsletter.tabs.label')}
        current={filters.state ?? 'all'}
        tabs={[
          { key: 'all', label: t('admin.newsletter.tabs.all'), count: all, href: url({ state: null }) },
          ...SUBSCRIBER_STATES.map((state) => ({
            key: state,
            label: t(`admin.newsletter.state.${state}`),
            count: counts[state],
            href: url({ state }),
          })),
        ]}
      />
      <p className="text-sm text-text-muted" data-test="subscribers-found">
        {t('admin.newsletter.found', { count: pagination.total })}
      </p>
      <SubscriberTable subscribers={subscribers} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminNewsletterIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
