import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { GalleryArrows } from '@/components/products/gallery-arrows';
import { type GalleryPicture } from '@/components/products/types';
import { Dialog } from '@/components/ui/dialog';
import { usePointerSwipe } from '@/hooks/use-pointer-swipe';
import { useT } from '@/lib/i18n';

/** How much a click magnifies the picture inside the dialog. */
const MAGNIFY = 2.5;

const CENTRE = { x: 0.5, y: 0.5 };

/** Where a click fell on a picture drawn with `object-contain` in a box, as fractions of the picture, 0 to 1. */
function pointOnPicture(event: MouseEvent, box: DOMRect, picture: GalleryPicture) {
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));

  return {
    x: clamp((event.clientX - box.left - (box.width - width) / 2) / width),
    y: clamp((event.clientY - box.top - (box.height - height) / 2) / height),
  };
}

type Props = {
  open: boolean;
  onClose: () => void;
  pictures: GalleryPicture[];
  /** The picture shown: the gallery's, so the gallery shows the last one seen once the dialog closes. */
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
};

/**
 * The full view of the product's pictures in the UI kit's dialog, each in its largest variant (`zoom`, up to 1600 px
 * wide) in a box of one size, so nothing moves from one picture to the next. Previous / next buttons, the Left and
 * Right arrow keys (Home, End) and a swipe go round the pictures as the gallery does, under a counter ("2 / 5").
 * A click (or Enter) on the picture magnifies it around the point clicked and the box scrolls over it (the arrow
 * keys then scroll it); a second click fits it again. The dialog keeps focus inside, Escape and the × close it, and
 * focus returns to what opened it.
 */
export function ProductZoom({ open, onClose, pictures, index, onIndexChange, name }: Props) {
  const t = useT();
  const [magnified, setMagnified] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const focus = useRef(CENTRE);
  const count = pictures.length;
  const position = Math.min(Math.max(index, 0), count - 1);
  const picture = pictures[position];

  const show = (next: number) => {
    setMagnified(false);
    onIndexChange((next + count) % count);
  };
  const swipe = usePointerSwipe((direction) => show(position + direction), count > 1 && !magnified);

  // Keep the point that was clicked under the pointer once the picture has grown.
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null || !magnified) return;
    element.scrollLeft = focus.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = focus.current.y * element.scrollHeight - element.clientHeight / 2;
  }, [magnified]);

  // The arrow keys wherever focus is in the dialog (it starts on the ×); a magnified picture keeps them for scrolling.
  useEffect(() => {
    if (!open || count < 2 || magnified) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const moves: Record<string, number> = {
        ArrowLeft: position - 1,
        ArrowRight: position + 1,
        Home: 0,
        End: count - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      setMagnified(false);
      onIndexChange((next + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);

    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, count, magnified, position, onIndexChange]);

  // The neighbours' large pictures are fetched while this one is looked at, so the next one shows at once.
  useEffect(() => {
    if (!open || count < 2) return;
    for (const step of [1, -1]) {
      const near = pictures[(position + step + count) % count];
      if (near !== undefined) new Image().src = near.zoom;
    }
  }, [open, count, position, pictures]);

  if (picture === undefined) return null;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const keyboard = event.detail === 0 || rect.width === 0 || rect.height === 0;
    focus.current = keyboard || magnified ? CENTRE : pointOnPicture(event, rect, picture);
    setMagnified((value) => !value);
  };
  const close = () => {
    setMagnified(false);
    onClose();
  };
  const label = t('product.gallery_image', { name, number: position + 1, count });

  return (
    <Dialog open={open} onClose={close} title={name} size="xl" test="gallery-zoom-dialog">
      {/* The swipe is heard over the arrows too: a finger that lands on one still moves the pictures. */}
      <div {...swipe} className="relative touch-pan-y touch-pinch-zoom">
        <div
          ref={box}
          className={`aspect-square max-h-[70vh] w-full overflow-auto rounded-lg bg-picture ${magnified ? 'touch-auto' : 'touch-pan-y touch-pinch-zoom'}`}
          data-test="gallery-zoom-box"
        >
          <button
            type="button"
            onClick={toggle}
            aria-pressed={magnified}
            aria-label={t(magnified ? 'product.gallery_fit' : 'product.gallery_magnify')}
            className={`block focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none focus-visible:ring-inset ${magnified ? 'cursor-zoom-out' : 'size-full cursor-zoom-in'}`}
            style={magnified ? { width: `${MAGNIFY * 100}%` } : undefined}
            data-test="gallery-zoom-toggle"
          >
            <img
              key={picture.zoom}
              src={picture.zoom}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              className={`mix-blend-multiply ${magnified ? 'h-auto w-full max-w-none' : 'size-full object-contain'}`}
              data-test="gallery-zoom-image"
            />
          </button>
        </div>
        {count > 1 && (
          <GalleryArrows onPrevious={() => show(position - 1)} onNext={() => show(position + 1)} test="gallery-zoom" />
        )}
      </div>
      {count > 1 && (
        <p className="mt-3 text-center text-sm text-text-muted tabular-nums">
          <span aria-hidden="true" data-test="gallery-zoom-counter">
            {t('product.gallery_counter', { number: position + 1, count })}
          </span>
          <span className="sr-only" aria-live="polite">
            {label}
          </span>
        </p>
      )}
    </Dialog>
  );
}
