import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BrandTable } from '@/components/admin/brands/brand-table';
import { SearchForm } from '@/components/admin/categories/search-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BrandRow, type Pagination as PageInfo } from '@/types/admin-catalog';

type Props = { brands: BrandRow[]; pagination: PageInfo; search: string };

/** /admin/branduri: the brands A–Z with their product counts, searched by name. */
export default function BrandsPage({ brands, pagination, search }: Props) {
  const t = useT();
  const route = useRoute();
  const errors = usePage().props.errors as Partial<Record<string, string>>;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.brands.title')}
        intro={t('admin.brands.intro', { count: pagination.total })}
        actions={
          <Button href={route('admin.brands.create')} test="new-brand">
            {t('admin.brands.new')}
          </Button>
        }
      />
      {errors.brand !== undefined && (
        <Alert tone="error" test="brand-refused">
          {errors.brand}
        </Alert>
      )}
      <SearchForm url={route('admin.brands.index')} value={search} label={t('admin.brands.search')} />
      <BrandTable brands={brands} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

BrandsPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
