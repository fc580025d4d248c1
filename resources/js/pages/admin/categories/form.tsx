import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CategoryAttributesCard } from '@/components/admin/categories/category-attributes-card';
import { CategoryForm } from '@/components/admin/categories/category-form';
import { Button } from '@/components/ui/button';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type AttributeChoice, type CategoryForm as Category, type CategoryParentOption } from '@/types/admin-catalog';

type Props = {
  category: Category | null;
  parent_id: number | null;
  parents: CategoryParentOption[];
  attribute_choices: AttributeChoice[];
};

/** /admin/categorii/nou and /admin/categorii/{id}/editare: a category's form, then (without children) its spec attributes. */
export default function CategoryFormPage({ category, parent_id, parents, attribute_choices }: Props) {
  const t = useT();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={category === null ? t('admin.categories.create_title') : category.name.ro}
        intro={
          category === null
            ? t('admin.categories.create_intro')
            : t('admin.categories.edit_intro', { count: category.products_count })
        }
        actions={
          category === null ? undefined : (
            <Button variant="secondary" href={category.url} test="view-in-shop">
              {t('admin.catalog.view_in_shop')}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <CategoryForm key={category?.id ?? 'new'} category={category} parentId={parent_id} parents={parents} />
        {category !== null && category.children_count === 0 && (
          <div>
            <CategoryAttributesCard
              categoryId={category.id}
              selected={category.attributes}
              choices={attribute_choices}
            />
          </div>
        )}
      </div>
    </div>
  );
}

CategoryFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
