import { useForm } from '@inertiajs/react';

import { nestFormData } from '@/components/admin/categories/nest-form-data';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeForm as Attribute, type AttributeType } from '@/types/admin-catalog';

type Data = {
  code: string;
  'name.ro': string;
  'name.ru': string;
  'section.ro': string;
  'section.ru': string;
  type: AttributeType;
  unit: string;
  is_filterable: boolean;
  sort: string;
};

/** An attribute's code, names, section, type (locked once products have values), unit, filter and order. */
export function AttributeForm({ attribute, types }: { attribute: Attribute | null; types: AttributeType[] }) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Data>({
    code: attribute?.code ?? '',
    'name.ro': attribute?.name.ro ?? '',
    'name.ru': attribute?.name.ru ?? '',
    'section.ro': attribute?.section.ro ?? '',
    'section.ru': attribute?.section.ru ?? '',
    type: attribute?.type ?? 'select',
    unit: attribute?.unit ?? '',
    is_filterable: attribute?.is_filterable ?? true,
    sort: String(attribute?.sort ?? 0),
  });
  const field = useFormField(form);
  const locked = attribute !== null && attribute.products_count > 0;

  const submit = () => {
    form.transform((data) => nestFormData(data) as Data);
    if (attribute === null) form.post(route('admin.attributes.store'), { preserveScroll: true });
    else form.put(route('admin.attributes.update', { attribute: attribute.id }), { preserveScroll: true });
  };

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Card
        header={t('admin.attributes.form.main')}
        footer={
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={form.processing} test="save-attribute">
              {t('admin.catalog.save')}
            </Button>
            <Button variant="secondary" href={route('admin.attributes.index')}>
              {t('admin.catalog.back')}
            </Button>
          </div>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('code')}
            label={t('admin.attributes.fields.code')}
            hint={t('admin.attributes.code_hint')}
            required
            maxLength={40}
            autoCapitalize="none"
          />
          <Select
            {...field('type')}
            label={t('admin.attributes.fields.type')}
            options={types.map((type) => ({ value: type, label: t(`admin.attributes.types.${type}`) }))}
            disabled={locked}
            hint={locked ? t('admin.attributes.type_locked_hint', { count: attribute.products_count }) : undefined}
            required
          />
          <TextField {...field('name.ro')} label={t('admin.catalog.fields.name_ro')} required maxLength={80} />
          <TextField {...field('name.ru')} label={t('admin.catalog.fields.name_ru')} required maxLength={80} />
          <TextField
            {...field('section.ro')}
            label={t('admin.attributes.fields.section_ro')}
            hint={t('admin.attributes.section_hint')}
            required
            maxLength={80}
          />
          <TextField {...field('section.ru')} label={t('admin.attributes.fields.section_ru')} required maxLength={80} />
          {form.data.type === 'number' && (
            <TextField
              {...field('unit')}
              label={t('admin.attributes.fields.unit')}
              hint={t('admin.attributes.unit_hint')}
              maxLength={16}
            />
          )}
          <TextField
            {...field('sort')}
            type="number"
            inputMode="numeric"
            min={0}
            label={t('admin.catalog.fields.sort')}
          />
        </div>
        <Checkbox
          {...field('is_filterable')}
          className="mt-4"
          label={t('admin.attributes.fields.is_filterable')}
          hint={t('admin.attributes.filterable_hint')}
        />
      </Card>
    </form>
  );
}
