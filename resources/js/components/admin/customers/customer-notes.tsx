import { useForm, usePage } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerProfile } from '@/types/admin-customers';

/** Staff notes on the customer, newest first, each with its author and time; a new one is appended, none edited. */
export function CustomerNotes({ customer, canWrite }: { customer: CustomerProfile; canWrite: boolean }) {
  const t = useT();
  const { locale } = usePage().props;
  const form = useForm({ body: '' });
  const field = useFormField(form);

  return (
    <Card header={t('admin.customers.notes.title')} test="customer-notes">
      {canWrite && (
        <form
          method="post"
          className="mb-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            form.post(route('admin.customers.notes.store', { customer: customer.id }), {
              preserveScroll: true,
              onSuccess: () => form.reset(),
            });
          }}
        >
          <Textarea
            {...field('body')}
            label={t('admin.customers.notes.label')}
            hint={t('admin.customers.notes.hint')}
            rows={3}
            maxLength={2000}
          />
          <Button type="submit" variant="secondary" loading={form.processing} test="customer-note-submit">
            {t('admin.customers.notes.submit')}
          </Button>
        </form>
      )}
      {customer.notes.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.customers.notes.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {customer.notes.map((note) => (
            <li key={note.id} className="border-l-2 border-border pl-3" data-test="customer-note">
              <p className="text-xs text-text-muted">
                {note.author} · {formatDateTime(note.at, locale)}
              </p>
              <p className="text-sm whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
