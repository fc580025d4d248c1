import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductActivation } from '@/components/admin/products/product-activation';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductTabs } from '@/components/admin/products/product-tabs';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type EditedProduct, type ProductFormProps } from '@/types/admin-products';

/**
 * Editing a product's details, under the tabs of its parts (details, images, stock); the header shows whether it is
 * on sale and puts it on sale or takes it off.
 */
export default function AdminProductsEditPage(props: ProductFormProps & { product: EditedProduct }) {
  const t = useT();
  const route = useRoute();
  const { product } = props;

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.products.edit_title', { sku: product.sku })}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <span>{product.name.ro}</span>
            <Badge tone={product.is_active ? 'success' : 'neutral'} test="product-status">
              {product.is_active ? t('admin.products.active') : t('admin.products.inactive')}
            </Badge>
            {!product.is_active && <span data-test="product-draft-hint">{t('admin.products.draft_hint')}</span>}
            {product.waiting.stock > 0 && (
              <Badge tone="info" test="product-waiting-stock">
                {t('admin.products.waiting', { count: formatNumber(product.waiting.stock) })}
              </Badge>
            )}
            {product.waiting.price > 0 && (
              <Badge tone="info" test="product-waiting-price">
                {t('admin.products.waiting_price', { count: formatNumber(product.waiting.price) })}
              </Badge>
            )}
          </span>
        }
        actions={
          <>
            <ProductActivation product={product.id} active={product.is_active} />
            {product.url !== null && (
              <Button
                variant="secondary"
                size="sm"
                href={product.url}
                target="_blank"
                rel="noopener"
                test="product-view"
              >
                {t('admin.products.form.view')}
              </Button>
            )}
          </>
        }
      />
      {product.family !== null && (
        <Alert tone="info" test="product-family">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">{t('admin.products.family', { name: product.family.name })}</span>
            <span>{t('admin.products.family_hint')}</span>
            <Link
              href={route('admin.families.edit', { family: product.family.id })}
              className="font-semibold text-accent-text underline"
              data-test="product-family-link"
            >
              {t('admin.products.family_link')}
            </Link>
          </span>
        </Alert>
      )}
      <ProductTabs product={product.id} current="details" />
      <ProductForm key={product.id} {...props} />
    </div>
  );
}

AdminProductsEditPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
