import { useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type MessageDetail } from '@/types/admin-inbox';

/** The reply by e-mail: the subject prefilled in the message's language, the text; kept as typed when refused. */
export function MessageReplyForm({ message, subject }: { message: MessageDetail; subject: string }) {
  const t = useT();
  const form = useForm({ subject, body: '' });
  const field = useFormField(form);

  return (
    <Card header={t('admin.messages.reply.title')} test="message-reply">
      <form
        method="post"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(route('admin.messages.reply', { message: message.id }), {
            preserveScroll: true,
            onSuccess: () => form.reset('body'),
          });
        }}
      >
        <TextField {...field('subject')} label={t('admin.messages.reply.subject')} maxLength={190} required />
        <Textarea
          {...field('body')}
          label={t('admin.messages.reply.body')}
          hint={t('admin.messages.reply.hint', { email: message.email, language: message.locale.toUpperCase() })}
          rows={8}
          maxLength={5000}
          required
        />
        <Button type="submit" loading={form.processing} test="reply-send">
          {t('admin.messages.reply.send')}
        </Button>
      </form>
    </Card>
  );
}
