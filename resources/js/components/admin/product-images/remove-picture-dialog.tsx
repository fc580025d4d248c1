import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/** Asks before removing a picture for good (DELETE …/imagini/{image}). */
export function RemovePictureDialog({
  productId,
  pictureId,
  number,
  open,
  onClose,
}: {
  productId: number;
  pictureId: number;
  number: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const remove = () =>
    router.delete(route('admin.products.images.destroy', { product: productId, image: pictureId }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        onClose();
      },
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('admin.product_images.remove_title', { number })}
      description={t('admin.product_images.remove_text')}
      test={`remove-dialog-${pictureId}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.product_images.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={remove} test="remove-confirm">
            {t('admin.product_images.remove_confirm')}
          </Button>
        </>
      }
    />
  );
}
