import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type AdminProductPicture, type AdminProductSummary } from '@/types/admin-product-images';

/**
 * A picture's alt text in Romanian and Russian, saved together (PUT …/imagini/{image}); an empty one lets the
 * product's name stand in, shown as the placeholder. Errors come back under `alt.ro` / `alt.ru`.
 */
export function PictureAltForm({ product, picture }: { product: AdminProductSummary; picture: AdminProductPicture }) {
  const t = useT();
  const form = useForm({ ro: picture.alt.ro, ru: picture.alt.ru });
  const errors = form.errors as Partial<Record<string, string>>;
  const dirty = form.data.ro !== picture.alt.ro || form.data.ru !== picture.alt.ru;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({ alt: { ro: data.ro, ru: data.ru } }));
    form.put(route('admin.products.images.update', { product: product.id, image: picture.id }), {
      preserveScroll: true,
    });
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
      data-test={`picture-alt-form-${picture.id}`}
    >
      {(['ro', 'ru'] as const).map((locale) => (
        <TextField
          key={locale}
          name={`alt.${locale}`}
          label={t('admin.product_images.alt', { language: t(`locale.${locale}`) })}
          value={form.data[locale]}
          onChange={(value) => {
            form.setData(locale, value);
            form.clearErrors();
          }}
          error={errors[`alt.${locale}`] ?? (locale === 'ro' ? errors.alt : undefined)}
          placeholder={product.names[locale]}
          maxLength={255}
          lang={locale}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={form.processing}
          disabled={!dirty}
          test={`picture-alt-save-${picture.id}`}
        >
          {t('admin.product_images.save_alt')}
        </Button>
        <p className="text-xs text-text-muted">{t('admin.product_images.alt_hint')}</p>
      </div>
    </form>
  );
}
