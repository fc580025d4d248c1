import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { PhonesEditor } from '@/components/admin/stores/phones-editor';
import { StoreExceptionsPanel } from '@/components/admin/stores/store-exceptions-panel';
import { WeeklyHoursEditor } from '@/components/admin/stores/weekly-hours-editor';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type AdminStore, type AdminWeekday, type Translated } from '@/types/admin-marketing';

type Props = { store: AdminStore | null };

type Form = {
  slug: string;
  name: Translated;
  city: Translated;
  address: Translated;
  phones: string[];
  latitude: string;
  longitude: string;
  hours: AdminWeekday[];
  sorted: string;
};

const WEEK: AdminWeekday[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  closed: day === 7,
  open: '09:00',
  close: day === 6 ? '17:00' : '19:00',
}));

/** A store's details, week and days with other hours; the warehouse edits only its name and order. */
export default function StoreForm({ store }: Props) {
  const t = useT();
  const route = useRoute();
  const empty = { ro: '', ru: '' };
  const form = useAccountForm<Form>({
    slug: store?.slug ?? '',
    name: store?.name ?? empty,
    city: store?.city ?? empty,
    address: store?.address ?? empty,
    phones: store === null ? [''] : store.phones.map(formatPhone),
    latitude: store?.latitude ?? '',
    longitude: store?.longitude ?? '',
    hours: store?.hours ?? WEEK,
    sorted: String(store?.sorted ?? 0),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors = form.errors as Partial<Record<string, string>>;
  const warehouse = store?.kind === 'warehouse';

  const submit = () => {
    if (store === null) form.post(route('admin.stores.store'), { preserveScroll: true });
    else form.put(route('admin.stores.update', { store: store.id }), { preserveScroll: true });
  };

  return (
    <div className="space-y-6">
      <AdminForm
        title={store === null ? t('admin.stores.create') : t('admin.stores.edit')}
        onSubmit={submit}
        processing={form.processing}
        saveTest="store-save"
        back={route('admin.stores.index')}
        test="store-form"
      >
        {warehouse && <Alert tone="info">{t('admin.stores.warehouse_note')}</Alert>}
        <Card header={t('admin.stores.section.details')}>
          <div className="space-y-4">
            <TranslatedFields label={t('admin.stores.field.name')} field={translated('name')} required />
            {!warehouse && (
              <>
                <TranslatedFields label={t('admin.stores.field.city')} field={translated('city')} required />
                <TranslatedFields label={t('admin.stores.field.address')} field={translated('address')} required />
                <SlugField
                  {...field('slug')}
                  label={t('admin.stores.field.slug')}
                  hint={t('admin.marketing.form.slug_hint')}
                  required
                />
              </>
            )}
            <SortField {...field('sorted')} hint={t('admin.marketing.form.sort_hint')} required />
          </div>
        </Card>
        {!warehouse && (
          <>
            <Card header={t('admin.stores.section.contacts')}>
              <div className="space-y-4">
                <PhonesEditor
                  phones={form.data.phones}
                  onChange={(phones) => form.setData('phones', phones)}
                  errors={errors}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    {...field('latitude')}
                    inputMode="decimal"
                    label={t('admin.stores.field.latitude')}
                    hint={t('admin.stores.hint.latitude')}
                    required
                  />
                  <TextField
                    {...field('longitude')}
                    inputMode="decimal"
                    label={t('admin.stores.field.longitude')}
                    hint={t('admin.stores.hint.longitude')}
                    required
                  />
                </div>
              </div>
            </Card>
            <Card header={t('admin.stores.section.hours')}>
              <WeeklyHoursEditor
                hours={form.data.hours}
                onChange={(hours) => form.setData('hours', hours)}
                errors={errors}
              />
            </Card>
          </>
        )}
      </AdminForm>
      {store !== null && !warehouse && <StoreExceptionsPanel storeId={store.id} exceptions={store.exceptions} />}
    </div>
  );
}

StoreForm.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
