import { router, useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type FamilyFilters } from '@/types/admin-families';
import { type Choice } from '@/types/admin-products';

type Props = { filters: FamilyFilters; categories: Choice[]; brands: Choice[] };

/** The family list's search (name or any variant's SKU), brand and category; applying them loads the list with them in the URL. */
export function FamilyFiltersForm({ filters, categories, brands }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ q: filters.q ?? '', brand: filters.brand ?? '', category: filters.category ?? '' });
  const field = useFormField(form);
  const any = t('admin.families.filters.all');
  const filtered = Object.keys(filters).length > 0;

  return (
    <form
      method="get"
      role="search"
      aria-label={t('admin.families.search')}
      data-test="family-filters"
      className="grid grid-cols-1 gap-3 rounded-card border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const query = Object.fromEntries(Object.entries(form.data).filter(([, value]) => value.trim() !== ''));
        router.get(route('admin.families.index'), query, { preserveState: true });
      }}
    >
      <TextField
        {...field('q')}
        type="search"
        label={t('admin.families.search')}
        className="sm:col-span-2 lg:col-span-1"
      />
      <Select {...field('brand')} label={t('admin.families.filters.brand')} placeholder={any} options={brands} />
      <Select
        {...field('category')}
        label={t('admin.families.filters.category')}
        placeholder={any}
        options={categories}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:mt-7">
        <Button type="submit" test="family-filters-submit">
          {t('admin.families.filters.submit')}
        </Button>
        {filtered && (
          <Button variant="secondary" href={route('admin.families.index')} test="family-filters-reset">
            {t('admin.families.filters.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
