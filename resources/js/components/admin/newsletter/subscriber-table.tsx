import { usePage } from '@inertiajs/react';
import { Mail } from 'lucide-react';

import { UnsubscribeButton } from '@/components/admin/newsletter/unsubscribe-button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type SubscriberRow } from '@/types/admin-inbox';

const tones: Record<string, BadgeTone> = { confirmed: 'success', pending: 'warning', unsubscribed: 'neutral' };

/** The subscribers of the list's page, each still on the list with its unsubscribe button. */
export function SubscriberTable({ subscribers }: { subscribers: SubscriberRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<SubscriberRow>[] = [
    {
      key: 'email',
      header: t('admin.newsletter.columns.email'),
      cell: (subscriber) => <span className="font-medium break-all">{subscriber.email}</span>,
    },
    {
      key: 'state',
      header: t('admin.newsletter.columns.state'),
      cell: (subscriber) => (
        <Badge tone={tones[subscriber.state] ?? 'neutral'} test={`state-${subscriber.id}`}>
          {t(`admin.newsletter.state.${subscriber.state}`)}
        </Badge>
      ),
    },
    {
      key: 'language',
      header: t('admin.newsletter.columns.language'),
      cell: (subscriber) => subscriber.locale.toUpperCase(),
    },
    {
      key: 'subscribed',
      header: t('admin.newsletter.columns.subscribed'),
      cell: (subscriber) =>
        subscriber.subscribed_at === null ? '—' : formatDateTime(subscriber.subscribed_at, locale),
    },
    {
      key: 'actions',
      header: t('admin.newsletter.columns.actions'),
      cell: (subscriber) =>
        subscriber.state === 'unsubscribed' ? (
          <span className="text-xs text-text-muted">
            {subscriber.unsubscribed_at === null ? '—' : formatDateTime(subscriber.unsubscribed_at, locale)}
          </span>
        ) : (
          <UnsubscribeButton subscriber={subscriber} />
        ),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={subscribers}
      rowKey={(subscriber) => subscriber.id}
      caption={t('admin.newsletter.title')}
      captionHidden
      test="subscribers-table"
      empty={
        <EmptyState
          icon={Mail}
          title={t('admin.newsletter.empty_title')}
          text={t('admin.newsletter.empty_text')}
          test="subscribers-empty"
        />
      }
    />
  );
}
