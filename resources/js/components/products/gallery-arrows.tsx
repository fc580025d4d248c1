import { ChevronLeft, ChevronRight } from 'lucide-react';

import { useT } from '@/lib/i18n';

/** The look of the round buttons laid over a product picture (arrows, zoom), with a visible focus ring. */
export const roundPictureButtonClass =
  'absolute inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface-raised/90 text-text shadow-sm hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

/**
 * Previous / next over a picture, centred on its left and right edges: the gallery's stage and the zoom view.
 * Marked `{test}-previous` and `{test}-next`.
 */
export function GalleryArrows({
  onPrevious,
  onNext,
  test,
}: {
  onPrevious: () => void;
  onNext: () => void;
  test: string;
}) {
  const t = useT();
  const arrow = `${roundPictureButtonClass} top-1/2 -translate-y-1/2`;

  return (
    <>
      <button
        type="button"
        className={`${arrow} left-2`}
        onClick={onPrevious}
        aria-label={t('product.gallery_previous')}
        data-test={`${test}-previous`}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${arrow} right-2`}
        onClick={onNext}
        aria-label={t('product.gallery_next')}
        data-test={`${test}-next`}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
