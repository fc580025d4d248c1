import { useId } from 'react';

import { PictureRow } from '@/components/admin/product-images/picture-row';
import { usePictureOrder } from '@/components/admin/product-images/use-picture-order';
import { useT } from '@/lib/i18n';
import { type AdminProductPicture, type AdminProductSummary } from '@/types/admin-product-images';

/** The product's pictures in order, rearranged by dragging, the arrow keys on a handle, or the up/down buttons. */
export function PictureList({ product, images }: { product: AdminProductSummary; images: AdminProductPicture[] }) {
  const t = useT();
  const hintId = useId();
  const { order, dragging, moved, move, rowRef, handle } = usePictureOrder(product.id, images);

  return (
    <div>
      <p id={hintId} className="mb-3 text-sm text-text-muted">
        {t('admin.product_images.drag_hint')}
      </p>
      <ol aria-label={t('admin.product_images.list')} className="space-y-3" data-test="picture-list">
        {order.map((picture, index) => (
          <PictureRow
            key={picture.id}
            product={product}
            picture={picture}
            index={index}
            count={order.length}
            dragging={dragging === picture.id}
            rowRef={rowRef(picture.id)}
            handle={handle(index, picture.id)}
            onMove={(to) => move(index, to)}
            hintId={hintId}
          />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite" data-test="picture-order-status">
        {moved === null ? '' : t('admin.product_images.moved', { position: moved.position, count: order.length })}
      </p>
    </div>
  );
}
