import { useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/** A new internal note on the order (staff only; the customer never sees it). */
export function OrderNoteForm({ number }: { number: string }) {
  const t = useT();
  const form = useForm({ body: '' });
  const field = useFormField(form);

  return (
    <Card header={t('admin.orders.notes.title')} test="order-note">
      <form
        method="post"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(route('admin.orders.notes.store', { order: number }), {
            preserveScroll: true,
            onSuccess: () => form.reset(),
          });
        }}
      >
        <Textarea
          {...field('body')}
          label={t('admin.orders.notes.label')}
          hint={t('admin.orders.notes.hint')}
          rows={3}
          maxLength={2000}
        />
        <Button type="submit" variant="secondary" loading={form.processing} test="note-submit">
          {t('admin.orders.notes.add')}
        </Button>
      </form>
    </Card>
  );
}
