import { useForm, usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/messages/back-link';
import { DetailList } from '@/components/admin/messages/detail-list';
import { MessageReplyForm } from '@/components/admin/messages/message-reply-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type MessageDetail, type MessageReply } from '@/types/admin-inbox';

type Props = { message: MessageDetail; replies: MessageReply[]; reply_subject: string };

/** One contact message: the sender, the text, the replies sent, the reply form, and marking it handled. */
export default function AdminMessageShowPage({ message, replies, reply_subject }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const handled = message.handled_at !== null;
  const toggle = useForm({ handled: !handled });

  return (
    <div className="space-y-5">
      <BackLink href={route('admin.messages.index')} label={t('admin.messages.show.back')} />
      <AdminPageHeader
        title={t('admin.messages.show.title', { name: message.name })}
        intro={
          message.received_at === null
            ? undefined
            : t('admin.messages.show.received', { date: formatDateTime(message.received_at, locale) })
        }
        actions={
          <>
            <Badge tone={handled ? 'success' : 'info'} test="message-status">
              {t(handled ? 'admin.messages.status.handled' : 'admin.messages.status.new')}
            </Badge>
            <Button
              variant="secondary"
              size="sm"
              loading={toggle.processing}
              test="message-toggle"
              onClick={() => {
                // The page's current state decides the move, not the one the form was made with.
                toggle.transform(() => ({ handled: !handled }));
                toggle.put(route('admin.messages.handled', { message: message.id }), { preserveScroll: true });
              }}
            >
              {t(handled ? 'admin.messages.reopen' : 'admin.messages.mark_handled')}
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card header={t('admin.messages.show.contact')} test="message-contact">
          <DetailList
            rows={[
              { label: t('admin.messages.show.name'), value: message.name },
              {
                label: t('admin.messages.show.email'),
                value: (
                  <a href={`mailto:${message.email}`} className="break-all text-accent-text hover:underline">
                    {message.email}
                  </a>
                ),
              },
              { label: t('admin.messages.show.phone'), value: message.phone ?? '—' },
              { label: t('admin.messages.show.language'), value: message.locale.toUpperCase() },
            ]}
          />
          <p className="mt-3 text-sm text-text-muted" data-test="message-handled">
            {message.handled_at === null
              ? t('admin.messages.show.open')
              : message.handled_by === null
                ? t('admin.messages.show.handled_at', { date: formatDateTime(message.handled_at, locale) })
                : t('admin.messages.show.handled_by', {
                    name: message.handled_by,
                    date: formatDateTime(message.handled_at, locale),
                  })}
          </p>
        </Card>
        <Card header={t('admin.messages.show.text')} test="message-text">
          <p className="text-sm break-words whitespace-pre-line">{message.text}</p>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MessageReplyForm message={message} subject={reply_subject} />
        <Card header={t('admin.messages.replies.title')} test="message-replies">
          {replies.length === 0 ? (
            <p className="text-sm text-text-muted">{t('admin.messages.replies.none')}</p>
          ) : (
            <ol className="space-y-4">
              {replies.map((reply) => (
                <li key={reply.id} className="border-l-2 border-border pl-3" data-test="message-reply-entry">
                  <p className="text-sm font-medium break-words">{reply.subject}</p>
                  <p className="mt-1 text-sm break-words whitespace-pre-line">{reply.body}</p>
                  <p className="mt-1 text-xs text-text-muted">
                    {t('admin.messages.replies.by', {
                      name: reply.staff,
                      date: reply.sent_at === null ? '' : formatDateTime(reply.sent_at, locale),
                    })}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}

AdminMessageShowPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
