import { useForm } from '@inertiajs/react';

import { nestFormData } from '@/components/admin/categories/nest-form-data';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CategoryForm as Category, type CategoryParentOption } from '@/types/admin-catalog';

type Data = {
  'name.ro': string;
  'name.ru': string;
  slug: string;
  parent_id: string;
  'label.ro': string;
  'label.ru': string;
  'label.font_color': string;
  'label.bg_color': string;
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
    'name.ro': category?.name.ro ?? '',
    'name.ru': category?.name.ru ?? '',
    slug: category?.slug ?? '',
    parent_id: parentId === null ? '' : String(parentId),
    'label.ro': category?.label?.ro ?? '',
    'label.ru': category?.label?.ru ?? '',
    'label.font_color': category?.label?.font_color ?? '#ffffff',
    'label.bg_color': category?.label?.bg_color ?? '#dc2626',
    image: null,
    remove_image: false,
  });
  const field = useFormField(form);

  const submit = () => {
    form.transform((data) => {
      const hasLabel = data['label.ro'].trim() !== '' || data['label.ru'].trim() !== '';
      const values: Record<string, unknown> = { ...data, remove_image: data.remove_image ? 1 : 0 };
      if (!hasLabel) {
        delete values['label.font_color'];
        delete values['label.bg_color'];
      }
      if (category !== null) values._method = 'put';

      return nestFormData(values) as Data;
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
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-6"
      noValidate
    >
      <Card header={t('admin.categories.form.main')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name.ro')} label={t('admin.catalog.fields.name_ro')} required maxLength={120} />
          <TextField {...field('name.ru')} label={t('admin.catalog.fields.name_ru')} required maxLength={120} />
          <TextField
            {...field('slug')}
            label={t('admin.catalog.fields.slug')}
            hint={t('admin.catalog.slug_hint')}
            maxLength={120}
          />
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
          <TextField {...field('label.ro')} label={t('admin.categories.fields.label_ro')} maxLength={30} />
          <TextField {...field('label.ru')} label={t('admin.categories.fields.label_ru')} maxLength={30} />
          <TextField
            {...field('label.font_color')}
            label={t('admin.categories.fields.label_font_color')}
            placeholder="#ffffff"
            maxLength={7}
            autoCapitalize="none"
            trailing={<Swatch colour={form.data['label.font_color']} />}
          />
          <TextField
            {...field('label.bg_color')}
            label={t('admin.categories.fields.label_bg_color')}
            placeholder="#dc2626"
            maxLength={7}
            autoCapitalize="none"
            trailing={<Swatch colour={form.data['label.bg_color']} />}
          />
        </div>
        {form.data['label.ro'].trim() !== '' && (
          <p className="mt-4 text-sm">
            {t('admin.categories.label_preview')}{' '}
            <span
              className="rounded px-1.5 py-0.5 text-[11px] font-bold"
              style={{ color: form.data['label.font_color'], backgroundColor: form.data['label.bg_color'] }}
              data-test="label-preview"
            >
              {form.data['label.ro']}
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

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.processing} test="save-category">
          {t('admin.catalog.save')}
        </Button>
        <Button variant="secondary" href={route('admin.categories.index')}>
          {t('admin.catalog.back')}
        </Button>
      </div>
    </form>
  );
}
