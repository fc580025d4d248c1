import { ExternalLink, Images } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PictureList } from '@/components/admin/product-images/picture-list';
import { UploadImagesForm } from '@/components/admin/product-images/upload-images-form';
import { ProductTabs } from '@/components/admin/products/product-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type ProductImagesPageProps } from '@/types/admin-product-images';

/** /admin/produse/{product}/imagini: the product's pictures, adding, alt texts, order, replacing and removing. */
export default function ProductImagesPage({ product, images, limit }: ProductImagesPageProps) {
  const t = useT();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.product_images.title', { name: product.name })}
        intro={t('admin.product_images.intro')}
        actions={
          <a
            href={product.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
            data-test="view-in-shop"
          >
            {t('admin.product_images.view_in_shop')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        }
      />
      <ProductTabs product={product.id} current="images" />
      <UploadImagesForm productId={product.id} room={Math.max(0, limit - images.length)} limit={limit} />
      {images.length === 0 ? (
        <EmptyState
          icon={Images}
          title={t('admin.product_images.empty_title')}
          text={t('admin.product_images.empty_text')}
          test="pictures-empty"
        />
      ) : (
        <PictureList product={product} images={images} />
      )}
    </div>
  );
}

ProductImagesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
