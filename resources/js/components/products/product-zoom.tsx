import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { type GalleryPicture } from '@/components/products/types';
import { useT } from '@/lib/i18n';

/** How much a click magnifies the picture inside the dialog. */
const MAGNIFY = 2.5;

/**
 * The full view of a product picture: its zoom variant (up to 1600 px wide) in a dialog. A click (or Enter) on the
 * picture magnifies it around the point clicked and the box scrolls over it; a second click fits it again. Pinching
 * zooms the page on touch screens as usual. Escape and the × close it, and focus returns to the zoom button.
 */
export function ProductZoom({
  open,
  onClose,
  picture,
  title,
}: {
  open: boolean;
  onClose: () => void;
  picture: GalleryPicture;
  title: string;
}) {
  const t = useT();
  const [magnified, setMagnified] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const focus = useRef<{ x: number; y: number }>({ x: 0.5, y: 0.5 });

  // Keep the point that was clicked under the pointer once the picture has grown.
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null || !magnified) return;
    element.scrollLeft = focus.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = focus.current.y * element.scrollHeight - element.clientHeight / 2;
  }, [magnified]);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const keyboard = event.detail === 0 || rect.width === 0 || rect.height === 0;
    focus.current = keyboard
      ? { x: 0.5, y: 0.5 }
      : { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
    setMagnified((value) => !value);
  };
  const close = () => {
    setMagnified(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={title} size="xl" test="gallery-zoom-dialog">
      <div
        ref={box}
        className="max-h-[75vh] touch-pinch-zoom overflow-auto rounded-lg bg-picture"
        data-test="gallery-zoom-box"
      >
        <button
          type="button"
          onClick={toggle}
          aria-pressed={magnified}
          aria-label={t(magnified ? 'product.gallery_fit' : 'product.gallery_magnify')}
          className={`block focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none focus-visible:ring-inset ${magnified ? 'cursor-zoom-out' : 'mx-auto cursor-zoom-in'}`}
          style={magnified ? { width: `${MAGNIFY * 100}%` } : undefined}
          data-test="gallery-zoom-toggle"
        >
          <img
            src={picture.zoom}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            className={`h-auto w-full object-contain mix-blend-multiply ${magnified ? 'max-w-none' : 'max-h-[70vh]'}`}
            data-test="gallery-zoom-image"
          />
        </button>
      </div>
    </Dialog>
  );
}
