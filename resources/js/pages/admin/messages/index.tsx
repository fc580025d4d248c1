import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { InboxSearch } from '@/components/admin/messages/inbox-search';
import { inboxUrl } from '@/components/admin/messages/inbox-url';
import { MessageTable } from '@/components/admin/messages/message-table';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type InboxPagination, type MessageFilters, type MessageRow, type MessageTab } from '@/types/admin-inbox';

type Props = {
  messages: MessageRow[];
  pagination: InboxPagination;
  counts: Record<MessageTab, number>;
  filters: MessageFilters;
};

/** The contact messages: new or handled, searched by name, e-mail or text, newest first. */
export default function AdminMessagesIndexPage({ messages, pagination, counts, filters }: Props) {
  const t = useT();
  const url = (next: Partial<MessageFilters>) => inboxUrl('admin.messages.index', { ...filters, ...next });

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.messages.title')} intro={t('admin.messages.intro')} />
      <InboxSearch
        label={t('admin.messages.search')}
        search={t('admin.messages.search')}
        hint={t('admin.messages.search_hint')}
        apply={t('admin.messages.apply')}
        reset={t('admin.messages.reset')}
        value={filters.q}
        href={(q) => url({ q })}
        resetHref={inboxUrl('admin.messages.index', { status: filters.status })}
      />
      <LinkTabs
        label={t('admin.messages.tabs.label')}
        current={filters.status}
        tabs={(['new', 'handled'] as const).map((tab) => ({
          key: tab,
          label: t(`admin.messages.tabs.${tab}`),
          count: counts[tab],
          href: url({ status: tab }),
        }))}
      />
      <p className="text-sm text-text-muted" data-test="messages-found">
        {t('admin.messages.found', { count: pagination.total })}
      </p>
      <MessageTable messages={messages} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminMessagesIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
