import { usePage } from '@inertiajs/react';
import { Inbox } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type MessageRow } from '@/types/admin-inbox';

/** The contact messages of the list's page; the table scrolls sideways in its own box on phones. */
export function MessageTable({ messages }: { messages: MessageRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<MessageRow>[] = [
    {
      key: 'from',
      header: t('admin.messages.columns.from'),
      cell: (message) => (
        <Link
          href={route('admin.messages.show', { message: message.id })}
          className="flex flex-col rounded-sm focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test={`message-${message.id}`}
        >
          <span className="font-semibold text-accent-text hover:underline">{message.name}</span>
          <span className="text-xs text-text-muted">{message.email}</span>
        </Link>
      ),
    },
    {
      key: 'message',
      header: t('admin.messages.columns.message'),
      wrap: true,
      cell: (message) => (
        <span className="block max-w-md">
          <span className="mr-2 text-xs font-semibold text-text-muted uppercase">{message.locale}</span>
          {message.excerpt}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin.messages.columns.status'),
      cell: (message) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={message.handled ? 'success' : 'info'}>
            {t(message.handled ? 'admin.messages.status.handled' : 'admin.messages.status.new')}
          </Badge>
          {message.replies > 0 && (
            <span className="text-xs text-text-muted">
              {t('admin.messages.replies_count', { count: message.replies })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'received',
      header: t('admin.messages.columns.received'),
      cell: (message) => (message.received_at === null ? '—' : formatDateTime(message.received_at, locale)),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={messages}
      rowKey={(message) => message.id}
      caption={t('admin.messages.title')}
      captionHidden
      test="messages-table"
      empty={
        <EmptyState
          icon={Inbox}
          title={t('admin.messages.empty_title')}
          text={t('admin.messages.empty_text')}
          test="messages-empty"
        />
      }
    />
  );
}
