import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BulkBar } from '@/components/admin/products/bulk-bar';
import { ProductFiltersForm } from '@/components/admin/products/product-filters-form';
import { ProductTable } from '@/components/admin/products/product-table';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type Choice, type ProductFilters, type ProductRow } from '@/types/admin-products';

type Props = {
  products: ProductRow[];
  pagination: { current: number; last: number; total: number; next: string | null; previous: string | null };
  filters: ProductFilters;
  categories: Choice[];
  brands: Choice[];
  can_edit: boolean;
};

/** The back office's product list: search, filters, sort, ticked rows for the bulk bar. */
export default function AdminProductsIndexPage({ products, pagination, filters, categories, brands, can_edit }: Props) {
  const t = useT();
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.products.title')}
        intro={t('admin.products.intro')}
        actions={
          can_edit ? (
            <Button href={route('admin.products.create')} size="sm" test="product-new">
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.products.new')}
            </Button>
          ) : undefined
        }
      />
      <ProductFiltersForm filters={filters} categories={categories} brands={brands} />
      <p className="text-sm text-text-muted" data-test="products-found">
        {t('admin.products.found', { count: pagination.total })}
      </p>
      <ProductTable products={products} canEdit={can_edit} selected={selected} onSelect={setSelected} />
      {can_edit && <BulkBar selected={selected} onDone={() => setSelected([])} />}
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminProductsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
