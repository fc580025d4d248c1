import { router, useForm } from '@inertiajs/react';

import { productsUrl } from '@/components/admin/products/products-url';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { type Choice, PRODUCT_SORTS, type ProductFilters, type ProductSort } from '@/types/admin-products';

type Props = { filters: ProductFilters; categories: Choice[]; brands: Choice[] };

/** Search, filters and sort of the product list; applying them loads the list with them in the URL. */
export function ProductFiltersForm({ filters, categories, brands }: Props) {
  const t = useT();
  const form = useForm({
    q: filters.q ?? '',
    category: filters.category ?? '',
    brand: filters.brand ?? '',
    stock: (filters.stock ?? '') as '0' | '1' | '',
    active: (filters.active ?? '') as '0' | '1' | '',
    discounted: filters.discounted === '1',
    sort: (filters.sort ?? 'newest') as ProductSort,
  });
  const field = useFormField(form);
  const any = t('admin.products.filters.any');

  return (
    <form
      method="get"
      role="search"
      aria-label={t('admin.products.filters.label')}
      data-test="product-filters"
      className="grid grid-cols-2 gap-3 rounded-card border border-border bg-surface-raised p-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        const { discounted, stock, active, ...rest } = form.data;
        router.get(
          productsUrl({
            ...rest,
            stock: stock === '' ? undefined : stock,
            active: active === '' ? undefined : active,
            discounted: discounted ? '1' : undefined,
          }),
          {},
          { preserveState: true },
        );
      }}
    >
      <div className="col-span-2">
        <TextField {...field('q')} type="search" label={t('admin.products.filters.search')} />
      </div>
      <Select
        {...field('category')}
        label={t('admin.products.filters.category')}
        placeholder={any}
        options={categories}
      />
      <Select {...field('brand')} label={t('admin.products.filters.brand')} placeholder={any} options={brands} />
      <Select
        {...field('stock')}
        label={t('admin.products.filters.stock')}
        placeholder={any}
        options={[
          { value: '1' as const, label: t('admin.products.filters.in_stock') },
          { value: '0' as const, label: t('admin.products.filters.out_of_stock') },
        ]}
      />
      <Select
        {...field('active')}
        label={t('admin.products.filters.active')}
        placeholder={any}
        options={[
          { value: '1' as const, label: t('admin.products.filters.active_yes') },
          { value: '0' as const, label: t('admin.products.filters.active_no') },
        ]}
      />
      <Select
        {...field('sort')}
        label={t('admin.products.filters.sort')}
        options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`admin.products.sort.${sort}`) }))}
      />
      <div className="flex items-end pb-2.5">
        <Checkbox {...field('discounted')} label={t('admin.products.filters.discounted')} />
      </div>
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-4">
        <Button type="submit" test="filters-apply">
          {t('admin.products.filters.apply')}
        </Button>
        <Button variant="ghost" href={productsUrl({})} test="filters-reset">
          {t('admin.products.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
