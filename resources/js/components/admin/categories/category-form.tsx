import { useForm } from '@inertiajs/react';

import { SlugField } from '@/components/admin/forms/common-fields';
import { FormButtons, PostForm } from '@/components/admin/forms/admin-form';
import { pathField } from '@/components/admin/forms/form-path';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CategoryForm as Category, type CategoryParentOption } from '@/types/admin-catalog';

type Label = { ro: string; ru: string; font_color: string; bg_color: string };

type Data = {
  name: { ro: string; ru: string };
  slug: string;
  parent_id: string;
  label: Label;
  image: File | null;
  remove_image: boolean;
};

type Props = { category: Category | null; parentId: number | null; parents: CategoryParentOption[] };

/** The colour typed, drawn inside its field (empty while it is not a whole #rrggbb). */
function Swatch({ colour }: { colour: string }) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(colour);

  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-3 size-6 -translate-y-1/2 rounded border border-border-strong"
      style={valid ? { backgroundColor: colour } : undefined}
    />
  );
}

/** A category's names, slug, place in the tree, label badge and tile image; creates one or saves it. */
export function CategoryForm({ category, parentId, parents }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Data>({
    name: category?.name ?? { ro: '', ru: '' },
    slug: category?.slug ?? '',
    parent_id: parentId === null ? '' : String(parentId),
    label: category?.label ?? { ro: '', ru: '', font_color: '#ffffff', bg_color: '#dc2626' },
    image: null,
    remove_image: false,
  });
  const field = useFormField(form);
  const nested = pathField(form);
  const translated = useTranslatedField(form);
  const label = form.data.label;

  const submit = () => {
    form.transform((data) => {
      const hasLabel = data.label.ro.trim() !== '' || data.label.ru.trim() !== '';
      // Without a label's text its colours mean nothing: they are not sent (nor checked).
      const { font_color: _font, bg_color: _bg, ...texts } = data.label;

      return {
        ...data,
        label: hasLabel ? data.label : texts,
        remove_image: data.remove_image ? 1 : 0,
        ...(category === null ? {} : { _method: 'put' }),
      } as unknown as Data;
    });
    const url =
      category === null ? route('admin.categories.store') : route('admin.categories.update', { category: category.id });
    form.post(url, { forceFormData: true, preserveScroll: true, onSuccess: () => form.setData('image', null) });
  };

  const parentOptions = [
    { value: '', label: t('admin.categories.top_level') },
    ...parents.map((parent) => ({ value: String(parent.id), label: parent.name })),
  ];

  return (
    <PostForm onSubmit={submit} className="space-y-6">
      <Card header={t('admin.categories.form.main')}>
        <TranslatedFields
          field={translated('name')}
          label={{ key: 'admin.catalog.fields.name' }}
          required
          maxLength={120}
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SlugField {...field('slug')} hint={t('admin.catalog.slug_hint')} maxLength={120} />
          <Select
            {...field('parent_id')}
            label={t('admin.categories.fields.parent')}
            options={parentOptions}
            hint={category !== null && category.products_count > 0 ? t('admin.categories.move_hint') : undefined}
          />
        </div>
      </Card>

      <Card header={t('admin.categories.form.label')}>
        <p className="mb-4 text-sm text-text-muted">{t('admin.categories.label_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TranslatedFields
            className="sm:col-span-2"
            field={translated('label')}
            label={{ key: 'admin.categories.fields.label' }}
            maxLength={30}
          />
          <TextField
            {...nested('label.font_color')}
            label={t('admin.categories.fields.label_font_color')}
            placeholder="#ffffff"
            maxLength={7}
            autoCapitalize="none"
            trailing={<Swatch colour={label.font_color} />}
          />
          <TextField
            {...nested('label.bg_color')}
            label={t('admin.categories.fields.label_bg_color')}
            placeholder="#dc2626"
            maxLength={7}
            autoCapitalize="none"
            trailing={<Swatch colour={label.bg_color} />}
          />
        </div>
        {label.ro.trim() !== '' && (
          <p className="mt-4 text-sm">
            {t('admin.categories.label_preview')}{' '}
            <span
              className="rounded px-1.5 py-0.5 text-[11px] font-bold"
              style={{ color: label.font_color, backgroundColor: label.bg_color }}
              data-test="label-preview"
            >
              {label.ro}
            </span>
          </p>
        )}
      </Card>

      <Card header={t('admin.categories.form.image')}>
        <ImageField
          {...field('image')}
          label={t('admin.categories.fields.image')}
          currentUrl={form.data.remove_image ? undefined : (category?.image_url ?? undefined)}
          hint={t('admin.categories.image_hint')}
        />
        {category?.image_url !== null && category?.image_url !== undefined && (
          <Checkbox {...field('remove_image')} className="mt-3" label={t('admin.categories.remove_image')} />
        )}
      </Card>

      <FormButtons processing={form.processing} saveTest="save-category" back={route('admin.categories.index')} />
    </PostForm>
  );
}
