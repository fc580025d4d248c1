import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';

import { BulkPricePanel } from '@/components/admin/families/bulk-price-panel';
import { OptionPicker } from '@/components/admin/families/option-picker';
import { VariantActions } from '@/components/admin/families/variant-actions';
import { VariantsTable } from '@/components/admin/families/variants-table';
import { AdminForm } from '@/components/admin/forms/admin-form';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Texts } from '@/types/admin-content';
import { type FamilyFormProps, type VariantInput } from '@/types/admin-families';

type FormData = {
  name: Texts;
  description: Texts;
  brand_id: string;
  category_id: string;
  options: string[];
  version?: number;
  variants: VariantInput[];
};

/**
 * A family's form: shared names and Markdown descriptions, brand and leaf category (picking another reloads the
 * attributes it offers as options), the options in the switcher's order and, once saved, the variants table edited
 * inline with the bulk price change; saving writes it all down to the variants. Under the form, adding, generating and
 * attaching variants, each its own form; they wait while the family form has unsaved edits, since they reload the table.
 * A save over a change somebody made meanwhile comes back as "changed meanwhile" with a reload button.
 */
export function FamilyForm({ family, variants, categories, brands, attributes }: FamilyFormProps) {
  const t = useT();
  const route = useRoute();
  const form = useForm<FormData>({
    name: family?.name ?? { ro: '', ru: '' },
    description: family?.description ?? { ro: '', ru: '' },
    brand_id: family === null ? '' : String(family.brand_id),
    category_id: family === null ? '' : String(family.category_id),
    options: family?.options ?? [],
    ...(family === null ? {} : { version: family.version }),
    variants: variants.map((variant) => ({
      id: variant.id,
      price: variant.price,
      old_price: variant.old_price,
      is_active: variant.is_active,
      values: { ...variant.values },
    })),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors: Partial<Record<string, string>> = form.errors;
  const [selected, setSelected] = useState<number[]>([]);
  const chosen = form.data.options.flatMap((id) => attributes.filter((attribute) => String(attribute.id) === id));
  const saved =
    family === null
      ? []
      : family.options.flatMap((id) => attributes.filter((attribute) => String(attribute.id) === id));
  const active = variants.filter((variant) => variant.is_active).length;

  const pickCategory = (category: string) => {
    form.setData((data) => ({ ...data, category_id: category, options: [] }));
    form.clearErrors('category_id');
    router.reload({ only: ['attributes', 'category'], data: { category } });
  };
  const changeVariant = (index: number, patch: Partial<VariantInput>) => {
    form.setData(
      'variants',
      form.data.variants.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
    const keys = Object.keys(errors).filter((key) => key.startsWith(`variants.${index}.`));
    if (keys.length > 0) form.clearErrors(...(keys as never[]));
  };
  const submit = () => {
    const options = { preserveScroll: true };
    if (family === null) form.post(route('admin.families.store'), options);
    else form.put(route('admin.families.update', { family: family.id }), options);
  };

  return (
    <div className="space-y-8">
      <AdminForm
        title={
          family === null ? t('admin.families.create_title') : t('admin.families.edit_title', { name: family.name.ro })
        }
        intro={
          family === null
            ? t('admin.families.create_intro')
            : t('admin.families.edit_intro', { count: variants.length, active })
        }
        onSubmit={submit}
        processing={form.processing}
        saveTest="family-save"
        back={route('admin.families.index')}
        test="family-form"
      >
        {errors.version !== undefined && (
          <Alert tone="error" test="family-changed">
            <span className="flex flex-wrap items-center gap-3">
              <span>{errors.version}</span>
              <Button variant="link" size="sm" test="family-reload" onClick={() => router.reload()}>
                {t('admin.families.reload')}
              </Button>
            </span>
          </Alert>
        )}
        {Object.keys(errors).length > 0 && errors.version === undefined && (
          <Alert tone="error" test="family-form-errors">
            {errors.variants ?? t('admin.families.form.errors')}
          </Alert>
        )}
        <Card header={t('admin.families.form.names')}>
          <div className="space-y-4">
            <TranslatedFields
              field={translated('name')}
              label={{ key: 'admin.families.form.name' }}
              hint={t('admin.families.form.name_hint')}
              required
              maxLength={200}
            />
            <TranslatedFields
              field={translated('description')}
              label={{ key: 'admin.families.form.description' }}
              kind="markdown"
              rows={6}
            />
          </div>
        </Card>

        <div className="grid gap-5 lg:grid-cols-2">
          <Card header={t('admin.families.form.catalog')}>
            <div className="space-y-4">
              <Select
                {...field('brand_id')}
                label={t('admin.families.form.brand')}
                options={brands}
                placeholder={t('admin.families.form.choose')}
                required
              />
              <Select
                name="category_id"
                label={t('admin.families.form.category')}
                value={form.data.category_id}
                onChange={pickCategory}
                error={errors.category_id}
                options={categories}
                placeholder={t('admin.families.form.choose')}
                required
              />
            </div>
          </Card>
          <Card header={t('admin.families.form.options')}>
            <p className="mb-4 text-sm text-text-muted">{t('admin.families.form.options_hint')}</p>
            <OptionPicker
              attributes={attributes}
              value={form.data.options}
              onChange={(options) => {
                form.setData('options', options);
                form.clearErrors('options');
              }}
              errors={errors}
              noCategory={form.data.category_id === ''}
            />
          </Card>
        </div>

        {family !== null && (
          <Card
            header={
              <h2 className="flex items-center gap-2 text-base font-semibold">
                {t('admin.families.variants.title')}
                <Badge tone="neutral">{variants.length}</Badge>
              </h2>
            }
            test="family-variants"
          >
            <div className="space-y-4">
              <p className="text-sm text-text-muted">{t('admin.families.form.writes_down')}</p>
              <VariantsTable
                familyId={family.id}
                variants={variants}
                rows={form.data.variants}
                attributes={chosen}
                errors={errors}
                onChange={changeVariant}
                selected={selected}
                onSelect={setSelected}
                locked={form.isDirty}
              />
              {form.isDirty && (
                <Button variant="link" size="sm" onClick={() => form.reset()} test="family-undo">
                  {t('admin.families.variants.undo')}
                </Button>
              )}
              {variants.length > 0 && (
                <BulkPricePanel
                  familyId={family.id}
                  selected={selected}
                  locked={form.isDirty}
                  onDone={() => setSelected([])}
                />
              )}
            </div>
          </Card>
        )}
      </AdminForm>

      {family !== null &&
        (saved.length === 0 && family.options.length === 0 ? (
          <Alert tone="info" test="family-options-first">
            {t('admin.families.options_first')}
          </Alert>
        ) : (
          <VariantActions familyId={family.id} attributes={saved} locked={form.isDirty} />
        ))}
    </div>
  );
}
