import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductForm } from '@/components/admin/products/product-form';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type ProductFormProps } from '@/types/admin-products';

/** Adding a product: its details first; images and stock follow on its own pages once it is saved. */
export default function AdminProductsCreatePage(props: ProductFormProps) {
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.products.create_title')} />
      <ProductForm {...props} />
    </div>
  );
}

AdminProductsCreatePage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
