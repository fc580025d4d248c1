import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SortField } from '@/components/admin/forms/common-fields';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { PeriodFields } from '@/components/admin/marketing/period-fields';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminBanner, type Translated } from '@/types/admin-marketing';

type Props = { banner: AdminBanner | null };

type Form = {
  title: Translated;
  text: Translated;
  link: string;
  image: File | null;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  sort: string;
  _method?: 'put';
};

/** Creating or editing a home banner: its texts, link, image (one upload: a wide and a narrow copy), period and order. */
export default function BannerForm({ banner }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm<Form>({
    title: banner?.title ?? { ro: '', ru: '' },
    text: banner?.text ?? { ro: '', ru: '' },
    link: banner?.link ?? '',
    image: null,
    starts_at: banner?.starts_at ?? '',
    ends_at: banner?.ends_at ?? '',
    is_active: banner?.is_active ?? true,
    sort: String(banner?.sort ?? 0),
    ...(banner === null ? {} : { _method: 'put' as const }),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  const submit = () => {
    const url = banner === null ? route('admin.banners.store') : route('admin.banners.update', { banner: banner.id });
    form.post(url, { forceFormData: true, preserveScroll: true });
  };

  return (
    <AdminForm
      title={banner === null ? t('admin.banners.create') : t('admin.banners.edit')}
      onSubmit={submit}
      processing={form.processing}
      saveTest="banner-save"
      back={route('admin.banners.index')}
      test="banner-form"
    >
      <Card header={t('admin.banners.section.content')}>
        <div className="space-y-4">
          <TranslatedFields label={t('admin.banners.field.title')} field={translated('title')} required />
          <TranslatedFields label={t('admin.banners.field.text')} field={translated('text')} />
          <TextField {...field('link')} label={t('admin.banners.field.link')} hint={t('admin.banners.hint.link')} />
          <ImageField
            {...field('image')}
            label={t('admin.banners.field.image')}
            hint={t('admin.banners.hint.image')}
            currentUrl={banner?.image_url ?? null}
            required={banner === null}
          />
        </div>
      </Card>
      <Card header={t('admin.banners.section.showing')}>
        <div className="space-y-4">
          <PeriodFields starts={field('starts_at')} ends={field('ends_at')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SortField {...field('sort')} hint={t('admin.marketing.form.sort_hint')} required />
            <Checkbox {...field('is_active')} label={t('admin.banners.field.is_active')} className="sm:pt-8" />
          </div>
        </div>
      </Card>
    </AdminForm>
  );
}

BannerForm.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
