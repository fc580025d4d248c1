import { usePage } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useForm } from '@inertiajs/react';
import { formatWeekday } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminStoreException } from '@/types/admin-marketing';

type Form = { date: string; closed: boolean; open: string; close: string; note: { ro: string; ru: string } };

/** The days a store keeps other hours (from today on), and a form to add one: closed, or open from–to. */
export function StoreExceptionsPanel({ storeId, exceptions }: { storeId: number; exceptions: AdminStoreException[] }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const form = useForm<Form>({ date: '', closed: true, open: '09:00', close: '15:00', note: { ro: '', ru: '' } });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('admin.stores.exceptions.store', { store: storeId }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  };

  return (
    <Card header={t('admin.stores.exceptions.title')} test="store-exceptions-panel">
      <p className="mb-4 text-sm text-text-muted">{t('admin.stores.exceptions.intro')}</p>
      {exceptions.length === 0 ? (
        <p className="mb-4 text-sm text-text-muted" data-test="exceptions-empty">
          {t('admin.stores.exceptions.empty')}
        </p>
      ) : (
        <ul className="mb-6 divide-y divide-border rounded-control border border-border" data-test="exceptions-list">
          {exceptions.map((exception) => (
            <li
              key={exception.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              data-test="exception-row"
              data-date={exception.date}
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium">{formatWeekday(exception.date, locale)}</p>
                <p className="text-text-muted">
                  {exception.closed
                    ? t('admin.stores.exceptions.closed_all_day')
                    : `${exception.open ?? ''} – ${exception.close ?? ''}`}
                  {exception.note[locale] !== '' && ` · ${exception.note[locale]}`}
                </p>
              </div>
              <ConfirmDeleteButton
                url={route('admin.stores.exceptions.destroy', { store: storeId, exception: exception.id })}
                name={formatWeekday(exception.date, locale)}
                test={`exception-delete-${exception.id}`}
              />
            </li>
          ))}
        </ul>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-4" data-test="exception-form">
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField {...field('date')} type="date" label={t('admin.stores.exceptions.date')} required />
          <Checkbox {...field('closed')} label={t('admin.stores.exceptions.closed')} className="sm:pt-8" />
          <TextField
            {...field('open')}
            type="time"
            label={t('admin.stores.exceptions.open')}
            disabled={form.data.closed}
          />
          <TextField
            {...field('close')}
            type="time"
            label={t('admin.stores.exceptions.close')}
            disabled={form.data.closed}
          />
        </div>
        <TranslatedFields
          label={t('admin.stores.exceptions.note')}
          field={translated('note')}
          hint={t('admin.stores.exceptions.note_hint')}
        />
        <Button type="submit" loading={form.processing} test="exception-add">
          {t('admin.stores.exceptions.add')}
        </Button>
      </form>
    </Card>
  );
}
