import { ZoomIn } from 'lucide-react';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';

import { GalleryArrows, roundPictureButtonClass } from '@/components/products/gallery-arrows';
import { type GalleryPicture } from '@/components/products/types';
import { useT } from '@/lib/i18n';
import { onDemand } from '@/lib/on-demand';
import { SWIPE_THRESHOLD } from '@/lib/swipe';

/** The stage's rendered width: the whole column on phones, half the page from `lg`. */
const STAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The full view (the UI kit's Dialog, Headless UI with it): loaded when the zoom button is first pointed at or used. */
const productZoom = onDemand(() => import('@/components/products/product-zoom').then((module) => module.ProductZoom));
const ProductZoom = productZoom.Component;

function preloadZoom() {
  productZoom.preload().catch(() => undefined);
}

/**
 * The product's pictures: one large image (the gallery variant, the zoom one for dense screens) with previous/next
 * buttons and a full-size view, thumbnails below; arrow keys (and Home/End) on the focused picture, a horizontal
 * swipe on touch screens. Square boxes and the pictures' own sizes, so nothing shifts while they load. The zoom
 * button, a click on the picture or Enter on it opens the full view at the same picture; moving there moves here.
 */
export function ProductGallery({ images, name }: { images: GalleryPicture[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (current === undefined) return null;

  const show = (next: number) => setIndex((next + count) % count);
  const openZoom = () => {
    preloadZoom();
    setZoomed(true);
  };
  const label = (number: number) => t('product.gallery_image', { name, number, count });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      openZoom();

      return;
    }
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (start === null || touch === undefined || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section aria-label={t('product.gallery')} aria-roledescription="carousel" data-test="product-gallery">
      <div className="relative">
        <div
          role={count > 1 ? 'group' : undefined}
          // A single picture is no tab stop, but takes focus when clicked, so closing the zoom brings it back there.
          tabIndex={count > 1 ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={openZoom}
          onPointerEnter={preloadZoom}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          aria-label={count > 1 ? label(index + 1) : undefined}
          className="cursor-zoom-in overflow-hidden rounded-lg bg-picture focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="gallery-stage"
        >
          <img
            src={current.src}
            srcSet={current.srcset ?? undefined}
            sizes={current.srcset === null ? undefined : STAGE_SIZES}
            alt={current.alt}
            width={current.width}
            height={current.height}
            // The first picture is the page's largest paint: fetched before anything else. The others load on demand.
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="aspect-square w-full touch-pan-y object-contain mix-blend-multiply"
            data-test="gallery-image"
          />
        </div>
        <button
          type="button"
          className={`${roundPictureButtonClass} right-2 bottom-2`}
          onClick={openZoom}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          aria-label={t('product.gallery_zoom')}
          data-test="gallery-zoom"
        >
          <ZoomIn className="size-5" aria-hidden="true" />
        </button>
        {count > 1 && (
          <GalleryArrows onPrevious={() => show(index - 1)} onNext={() => show(index + 1)} test="gallery" />
        )}
        <p className="sr-only" aria-live="polite">
          {count > 1 ? label(index + 1) : ''}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" data-test="gallery-thumbnails">
          {images.map((image, position) => (
            <li key={image.id ?? image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={t('product.gallery_show', { number: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-picture focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none sm:size-20 ${position === index ? 'border-accent' : 'border-border hover:border-border-strong'}`}
              >
                <img
                  src={image.thumb}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-contain mix-blend-multiply"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductZoom
        open={zoomed}
        onClose={() => setZoomed(false)}
        pictures={images}
        index={Math.min(index, count - 1)}
        onIndexChange={setIndex}
        name={name}
      />
    </section>
  );
}
