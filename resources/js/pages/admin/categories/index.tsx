import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CategoryTreeTable } from '@/components/admin/categories/category-tree-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CategoryRow } from '@/types/admin-catalog';

type Props = { categories: CategoryRow[] };

/** /admin/categorii: the three-level tree in the shop's order. */
export default function CategoriesPage({ categories }: Props) {
  const t = useT();
  const route = useRoute();
  const errors = usePage().props.errors as Partial<Record<string, string>>;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.categories.title')}
        intro={t('admin.categories.intro')}
        actions={
          <Button href={route('admin.categories.create')} test="new-category">
            {t('admin.categories.new')}
          </Button>
        }
      />
      {errors.category !== undefined && (
        <Alert tone="error" test="category-refused">
          {errors.category}
        </Alert>
      )}
      <CategoryTreeTable categories={categories} />
    </div>
  );
}

CategoriesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
