import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type HTMLAttributes, useState } from 'react';

import { PictureAltForm } from '@/components/admin/product-images/picture-alt-form';
import { RemovePictureDialog } from '@/components/admin/product-images/remove-picture-dialog';
import { ReplacePictureDialog } from '@/components/admin/product-images/replace-picture-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { type AdminProductPicture, type AdminProductSummary } from '@/types/admin-product-images';

type Props = {
  product: AdminProductSummary;
  picture: AdminProductPicture;
  index: number;
  count: number;
  dragging: boolean;
  rowRef: (element: HTMLElement | null) => void;
  handle: HTMLAttributes<HTMLButtonElement>;
  onMove: (to: number) => void;
  hintId: string;
};

/**
 * One picture in the list: its place (the first is the main one), a drag handle (arrow keys on it move it too), up
 * and down buttons, its thumbnail, its alt text form, and replacing or removing it.
 */
export function PictureRow({ product, picture, index, count, dragging, rowRef, handle, onMove, hintId }: Props) {
  const t = useT();
  const [dialog, setDialog] = useState<'replace' | 'remove' | null>(null);
  const number = index + 1;

  return (
    <li
      ref={rowRef}
      data-test={`picture-${picture.id}`}
      data-position={number}
      className={`flex flex-col gap-4 rounded-card border bg-surface-raised p-3 sm:flex-row sm:p-4 ${dragging ? 'border-accent shadow-lg ring-2 ring-accent' : 'border-border'}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex flex-col items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="cursor-grab touch-none active:cursor-grabbing"
            aria-label={t('admin.product_images.drag', { number })}
            aria-describedby={hintId}
            test={`picture-handle-${picture.id}`}
            {...handle}
          >
            <GripVertical className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('admin.product_images.move_up', { number })}
            test={`picture-up-${picture.id}`}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('admin.product_images.move_down', { number })}
            test={`picture-down-${picture.id}`}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <figure className="w-32 shrink-0 sm:w-40">
          <a href={picture.zoom} target="_blank" rel="noreferrer" className="block">
            <img
              src={picture.thumb}
              alt={picture.alt.ro !== '' ? picture.alt.ro : product.names.ro}
              width={160}
              height={160}
              loading="lazy"
              className="aspect-square w-full rounded-control border border-border bg-white object-contain"
              data-test={`picture-thumb-${picture.id}`}
            />
          </a>
          <figcaption className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-text-muted">
            <span>{t('admin.product_images.position', { number, count })}</span>
            {index === 0 && (
              <Badge tone="brand" test="picture-main">
                {t('admin.product_images.main')}
              </Badge>
            )}
          </figcaption>
          {picture.width !== null && picture.height !== null && (
            <p className="text-xs text-text-muted">
              {picture.width} × {picture.height} px
            </p>
          )}
        </figure>
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <PictureAltForm product={product} picture={picture} />
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialog('replace')}
            test={`picture-replace-${picture.id}`}
          >
            {t('admin.product_images.replace')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('remove')} test={`picture-remove-${picture.id}`}>
            {t('admin.product_images.remove')}
          </Button>
        </div>
      </div>
      <ReplacePictureDialog
        productId={product.id}
        pictureId={picture.id}
        number={number}
        currentUrl={picture.thumb}
        open={dialog === 'replace'}
        onClose={() => setDialog(null)}
      />
      <RemovePictureDialog
        productId={product.id}
        pictureId={picture.id}
        number={number}
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
      />
    </li>
  );
}
