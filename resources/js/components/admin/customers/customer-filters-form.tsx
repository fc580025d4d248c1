import { router, useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import {
  type CustomerFilters,
  type CustomerFlagOption,
  type CustomerFlagValue,
  type CustomerSort,
} from '@/types/admin-customers';

const SORTS: CustomerSort[] = ['last', 'spent', 'orders', 'name'];

/** The customer list's search (name, phone or e-mail), flag and order; applying them loads the list with them in the URL. */
export function CustomerFiltersForm({ filters, flags }: { filters: CustomerFilters; flags: CustomerFlagOption[] }) {
  const t = useT();
  const form = useForm<{ q: string; flag: CustomerFlagValue | ''; sort: CustomerSort | '' }>({
    q: filters.q ?? '',
    flag: filters.flag ?? '',
    sort: filters.sort ?? '',
  });
  const field = useFormField(form);

  return (
    <form
      method="get"
      role="search"
      aria-label={t('admin.customers.search.label')}
      data-test="customer-filters"
      className="grid grid-cols-2 items-end gap-3 rounded-card border border-border bg-surface-raised p-4 lg:grid-cols-[2fr_1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const query = Object.fromEntries(Object.entries(form.data).filter(([, value]) => value !== ''));
        router.get(route('admin.customers.index'), query, { preserveState: true });
      }}
    >
      <div className="col-span-2 lg:col-span-1">
        <TextField
          {...field('q')}
          type="search"
          label={t('admin.customers.search.label')}
          placeholder={t('admin.customers.search.placeholder')}
          maxLength={100}
        />
      </div>
      <Select
        {...field('flag')}
        label={t('admin.customers.filter.flag')}
        placeholder={t('admin.customers.filter.any_flag')}
        options={flags}
        onChange={(value) => form.setData('flag', value)}
      />
      <Select
        {...field('sort')}
        label={t('admin.customers.sort.label')}
        value={form.data.sort === '' ? 'last' : form.data.sort}
        options={SORTS.map((sort) => ({ value: sort, label: t(`admin.customers.sort.${sort}`) }))}
        onChange={(value) => form.setData('sort', value)}
      />
      <Button type="submit" test="customer-search">
        {t('admin.customers.search.submit')}
      </Button>
    </form>
  );
}
