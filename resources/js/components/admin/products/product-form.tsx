import { router, useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { discountPercent, parseLei } from '@/components/admin/products/price-input';
import { SpecInputs } from '@/components/admin/products/spec-inputs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Texts } from '@/types/admin-content';
import { type ProductFormProps } from '@/types/admin-products';

type FormData = {
  name: Texts;
  description: Texts;
  sku: string;
  slug: string;
  price: string;
  old_price: string;
  cost_price: string;
  reorder_level: string;
  category_id: string;
  brand_id: string;
  specs: Record<string, string>;
  is_new: boolean;
  is_popular: boolean;
};

/**
 * The product's details, for adding and for editing: names and Markdown descriptions in both languages, SKU and
 * slug, prices typed in lei, a leaf category (picking another one loads its spec inputs), brand and labels. Whether
 * it is on the shop is not here: a new product is saved as a draft (the form says so) and the edit page's header
 * activates it. A refused save keeps everything typed and shows each message beside its field.
 */
export function ProductForm({ product, categories, brands, attributes, reorder_default, sees_cost }: ProductFormProps) {
  const t = useT();
  const route = useRoute();
  const form = useForm<FormData>({
    name: product?.name ?? { ro: '', ru: '' },
    description: product?.description ?? { ro: '', ru: '' },
    sku: product?.sku ?? '',
    slug: product?.slug ?? '',
    price: product?.price ?? '',
    old_price: product?.old_price ?? '',
    cost_price: product?.cost_price ?? '',
    reorder_level: product?.reorder_level ?? '',
    category_id: product === null ? '' : String(product.category_id),
    brand_id: product === null ? '' : String(product.brand_id),
    specs: product?.specs ?? {},
    is_new: product?.is_new ?? false,
    is_popular: product?.is_popular ?? false,
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors: Partial<Record<string, string>> = form.errors;
  const percent = discountPercent(parseLei(form.data.price), parseLei(form.data.old_price));

  const pickCategory = (category: string) => {
    form.setData('category_id', category);
    form.clearErrors('category_id');
    router.reload({ only: ['attributes', 'category'], data: { category } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = { preserveScroll: true };
    // Staff who do not see cost prices send none: the server refuses one from them and keeps the product's own.
    form.transform((data) => {
      if (sees_cost) return data;
      const { cost_price: _cost, ...rest } = data;
      void _cost;
      return rest;
    });
    if (product === null) form.post(route('admin.products.store'), options);
    else form.put(route('admin.products.update', { product: product.id }), options);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-test="product-form">
      {product === null && (
        <Alert tone="info" test="product-draft-note">
          {t('admin.products.form.draft_note')}
        </Alert>
      )}
      {Object.keys(form.errors).length > 0 && (
        <Alert tone="error" test="product-form-errors">
          {t('admin.products.form.errors')}
        </Alert>
      )}
      <Card header={t('admin.products.form.names')}>
        <div className="space-y-4">
          <TranslatedFields field={translated('name')} label={{ key: 'admin.products.form.name' }} required />
          <TranslatedFields
            field={translated('description')}
            label={{ key: 'admin.products.form.description' }}
            kind="markdown"
            rows={8}
          />
        </div>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card header={t('admin.products.form.identity')}>
          <div className="space-y-4">
            <TextField
              {...field('sku')}
              label={t('admin.products.form.sku')}
              hint={t('admin.products.form.sku_hint')}
              required
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField
              {...field('slug')}
              label={t('admin.products.form.slug')}
              hint={t('admin.products.form.slug_hint')}
              spellCheck={false}
            />
          </div>
        </Card>
        <Card header={t('admin.products.form.prices')}>
          <div className="space-y-4">
            <TextField
              {...field('price')}
              label={t('admin.products.form.price')}
              hint={t('admin.products.form.price_hint')}
              inputMode="decimal"
              required
            />
            <TextField
              {...field('old_price')}
              label={t('admin.products.form.old_price')}
              hint={t('admin.products.form.old_price_hint', { percent })}
              inputMode="decimal"
            />
            {sees_cost && (
              <TextField
                {...field('cost_price')}
                label={t('admin.products.form.cost_price')}
                hint={t('admin.products.form.cost_price_hint')}
                inputMode="decimal"
              />
            )}
            <TextField
              {...field('reorder_level')}
              label={t('admin.products.form.reorder_level')}
              hint={t('admin.products.form.reorder_level_hint', { default: reorder_default })}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
            />
          </div>
        </Card>
      </div>

      <Card header={t('admin.products.form.catalog')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            name="category_id"
            label={t('admin.products.form.category')}
            value={form.data.category_id}
            onChange={pickCategory}
            error={form.errors.category_id}
            options={categories}
            placeholder={t('admin.products.form.choose')}
            required
          />
          <Select
            {...field('brand_id')}
            label={t('admin.products.form.brand')}
            options={brands}
            placeholder={t('admin.products.form.choose')}
            required
          />
        </div>
      </Card>

      <Card header={t('admin.products.form.specs')} test="product-specs">
        {form.data.category_id === '' ? (
          <p className="text-sm text-text-muted">{t('admin.products.form.specs_pick_category')}</p>
        ) : attributes.length === 0 ? (
          <p className="text-sm text-text-muted">{t('admin.products.form.specs_none')}</p>
        ) : (
          <SpecInputs
            attributes={attributes}
            values={form.data.specs}
            errors={errors}
            onChange={(id, value) => {
              form.setData('specs', { ...form.data.specs, [String(id)]: value });
              if (errors[`specs.${id}`] !== undefined) form.clearErrors(`specs.${id}` as never);
            }}
          />
        )}
      </Card>

      <Card header={t('admin.products.form.labels')}>
        <div className="space-y-3">
          <Checkbox {...field('is_new')} label={t('admin.products.form.is_new')} />
          <Checkbox {...field('is_popular')} label={t('admin.products.form.is_popular')} />
        </div>
      </Card>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.processing} test="product-save">
          {product === null ? t('admin.products.form.create') : t('admin.products.form.save')}
        </Button>
        <Button variant="ghost" href={route('admin.products.index')} test="product-back">
          {t('admin.products.form.back')}
        </Button>
      </div>
    </form>
  );
}
