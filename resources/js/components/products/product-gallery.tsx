import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';

import { type GalleryPicture } from '@/components/products/types';
import { useT } from '@/lib/i18n';
import { onDemand } from '@/lib/on-demand';

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a change of picture. */
const SWIPE_THRESHOLD = 40;

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
 * swipe on touch screens. Square boxes and the pictures' own sizes, so nothing shifts while they load.
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
  const label = (number: number) => t('product.gallery_image', { name, number, count });

  const onKeyDown = (event: KeyboardEvent) => {
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
  const round =
    'absolute inline-flex size-10 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-800 shadow-sm hover:bg-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none dark:border-neutral-700 dark:bg-neutral-900/90 dark:text-neutral-100';
  const arrow = `${round} top-1/2 -translate-y-1/2`;

  return (
    <section aria-label={t('product.gallery')} aria-roledescription="carousel" data-test="product-gallery">
      <div className="relative">
        <div
          role={count > 1 ? 'group' : undefined}
          tabIndex={count > 1 ? 0 : undefined}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          aria-label={count > 1 ? label(index + 1) : undefined}
          className="overflow-hidden rounded-lg bg-picture focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
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
          className={`${round} right-2 bottom-2`}
          onClick={() => setZoomed(true)}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          aria-label={t('product.gallery_zoom')}
          data-test="gallery-zoom"
        >
          <ZoomIn className="size-5" aria-hidden="true" />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-2`}
              onClick={() => show(index - 1)}
              aria-label={t('product.gallery_previous')}
              data-test="gallery-previous"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${arrow} right-2`}
              onClick={() => show(index + 1)}
              aria-label={t('product.gallery_next')}
              data-test="gallery-next"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
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
                className={`block size-16 overflow-hidden rounded-md border-2 bg-picture focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none sm:size-20 ${position === index ? 'border-accent' : 'border-neutral-200 hover:border-neutral-400 dark:border-neutral-700'}`}
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
        picture={current}
        title={count > 1 ? label(index + 1) : name}
      />
    </section>
  );
}
