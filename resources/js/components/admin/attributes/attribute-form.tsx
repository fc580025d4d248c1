import { useForm } from '@inertiajs/react';

import { SortField } from '@/components/admin/forms/common-fields';
import { FormButtons, PostForm } from '@/components/admin/forms/admin-form';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeForm as Attribute, type AttributeType } from '@/types/admin-catalog';
import { type Texts } from '@/types/admin-content';

type Data = {
  code: string;
  name: Texts;
  section: Texts;
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
    name: attribute?.name ?? { ro: '', ru: '' },
    section: attribute?.section ?? { ro: '', ru: '' },
    type: attribute?.type ?? 'select',
    unit: attribute?.unit ?? '',
    is_filterable: attribute?.is_filterable ?? true,
    sort: String(attribute?.sort ?? 0),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const locked = attribute !== null && attribute.products_count > 0;

  const submit = () => {
    if (attribute === null) form.post(route('admin.attributes.store'), { preserveScroll: true });
    else form.put(route('admin.attributes.update', { attribute: attribute.id }), { preserveScroll: true });
  };

  return (
    <PostForm onSubmit={submit}>
      <Card
        header={t('admin.attributes.form.main')}
        footer={
          <FormButtons processing={form.processing} saveTest="save-attribute" back={route('admin.attributes.index')} />
        }
      >
        <div className="mb-4 space-y-4">
          <TranslatedFields
            field={translated('name')}
            label={{ key: 'admin.catalog.fields.name' }}
            required
            maxLength={80}
          />
          <TranslatedFields
            field={translated('section')}
            label={{ key: 'admin.attributes.fields.section' }}
            hint={t('admin.attributes.section_hint')}
            required
            maxLength={80}
          />
        </div>
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
          {form.data.type === 'number' && (
            <TextField
              {...field('unit')}
              label={t('admin.attributes.fields.unit')}
              hint={t('admin.attributes.unit_hint')}
              maxLength={16}
            />
          )}
          <SortField {...field('sort')} />
        </div>
        <Checkbox
          {...field('is_filterable')}
          className="mt-4"
          label={t('admin.attributes.fields.is_filterable')}
          hint={t('admin.attributes.filterable_hint')}
        />
      </Card>
    </PostForm>
  );
}
