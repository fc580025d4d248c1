import { router, useForm, usePage } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BlogCategoryOption, type BlogFilters, type BlogPostStatus } from '@/types/admin-content';

/** The blog list's search and filters; applying them reloads the list with them in the URL. */
export function BlogFiltersForm({
  filters,
  categories,
  statuses,
}: {
  filters: BlogFilters;
  categories: BlogCategoryOption[];
  statuses: BlogPostStatus[];
}) {
  const t = useT();
  const { locale } = usePage().props;
  const route = useRoute();
  const form = useForm({ q: filters.q ?? '', status: filters.status ?? '', category: String(filters.category ?? '') });
  const field = useFormField(form);

  return (
    <form
      method="get"
      role="search"
      aria-label={t('admin.blog.filters')}
      data-test="blog-filters"
      className="grid gap-3 rounded-card border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const query = Object.fromEntries(Object.entries(form.data).filter(([, value]) => value !== ''));
        router.get(route('admin.blog.index'), query, { preserveState: true });
      }}
    >
      <TextField {...field('q')} type="search" label={t('admin.blog.search')} />
      <Select
        {...field('status')}
        label={t('admin.blog.field.status')}
        placeholder={t('admin.content.any')}
        options={statuses.map((status) => ({ value: status, label: t(`admin.blog.status.${status}`) }))}
      />
      <Select
        {...field('category')}
        label={t('admin.blog.field.category')}
        placeholder={t('admin.content.any')}
        options={categories.map((category) => ({ value: String(category.id), label: category.name[locale] }))}
      />
      <Button type="submit" variant="secondary" test="blog-filter-submit">
        {t('admin.content.apply')}
      </Button>
    </form>
  );
}
