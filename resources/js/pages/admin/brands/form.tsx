import { useForm } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SlugField } from '@/components/admin/forms/common-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BrandRow } from '@/types/admin-catalog';

type Props = { brand: BrandRow | null };

type Data = { name: string; slug: string; logo: File | null; remove_logo: boolean };

/** /admin/branduri/nou and /admin/branduri/{id}/editare: a brand's name, slug and logo. */
export default function BrandFormPage({ brand }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Data>({ name: brand?.name ?? '', slug: brand?.slug ?? '', logo: null, remove_logo: false });
  const field = useFormField(form);

  const submit = () => {
    form.transform(
      (data) =>
        ({
          ...data,
          remove_logo: data.remove_logo ? 1 : 0,
          ...(brand === null ? {} : { _method: 'put' }),
        }) as unknown as Data,
    );
    const url = brand === null ? route('admin.brands.store') : route('admin.brands.update', { brand: brand.id });
    form.post(url, { forceFormData: true, preserveScroll: true, onSuccess: () => form.setData('logo', null) });
  };

  return (
    <AdminForm
      key={brand?.id ?? 'new'}
      title={brand === null ? t('admin.brands.create_title') : brand.name}
      intro={
        brand === null ? t('admin.brands.create_intro') : t('admin.brands.edit_intro', { count: brand.products_count })
      }
      actions={
        brand === null ? undefined : (
          <Button variant="secondary" href={brand.url} test="view-in-shop">
            {t('admin.catalog.view_in_shop')}
          </Button>
        )
      }
      onSubmit={submit}
      processing={form.processing}
      saveTest="save-brand"
      back={route('admin.brands.index')}
      className="max-w-2xl"
    >
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} label={t('admin.brands.fields.name')} required maxLength={80} />
          <SlugField {...field('slug')} hint={t('admin.catalog.slug_hint')} maxLength={80} />
        </div>
        <ImageField
          {...field('logo')}
          className="mt-4"
          label={t('admin.brands.fields.logo')}
          currentUrl={form.data.remove_logo ? undefined : (brand?.logo_url ?? undefined)}
          hint={t('admin.brands.logo_hint')}
        />
        {brand?.logo_url !== null && brand?.logo_url !== undefined && (
          <Checkbox {...field('remove_logo')} className="mt-3" label={t('admin.brands.remove_logo')} />
        )}
      </Card>
    </AdminForm>
  );
}

BrandFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
