import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { type HomeBanner } from '@/types/home';

/** How long a slide stays before the next one, when the carousel plays. */
const INTERVAL_MS = 6000;
/** How far a finger must travel sideways to change the slide. */
const SWIPE_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The home page's running banners as a carousel: previous / next buttons and arrow keys, a pause button, dots, swipe on
 * phones. It plays only while nobody hovers or focuses it and never when the visitor asks for less motion. The box
 * keeps its aspect ratio before any image arrives (no layout shift); the first image loads eagerly, the rest lazily.
 */
export function BannerCarousel({ banners, heading }: { banners: HomeBanner[]; heading: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const start = useRef<number | null>(null);
  const count = banners.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), INTERVAL_MS);

    return () => window.clearTimeout(timer);
  }, [playing, held, index, count, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? index + 1 : index - 1);
  };

  const control =
    'flex size-9 items-center justify-center rounded-full bg-black/45 text-white hover:bg-black/65 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
      data-test="home-banners"
      className="relative overflow-hidden rounded-2xl bg-surface-muted"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <h1 data-test="home-heading" className="sr-only">
        {heading}
      </h1>
      <div
        className="flex aspect-[2/1] touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none sm:aspect-[16/5]"
        style={{ transform: `translateX(-${index * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => {
          const current = i === index;
          const body = (
            <>
              <picture>
                <source media="(min-width: 640px)" srcSet={banner.image_wide} />
                <img
                  src={banner.image_narrow}
                  alt=""
                  width={800}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className="absolute inset-0 size-full object-cover"
                />
              </picture>
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-5 pt-12 pb-10 text-white sm:px-10 sm:pb-12">
                <p className="max-w-2xl text-xl font-bold text-balance sm:text-3xl">{banner.title}</p>
                {banner.text !== '' && (
                  <p className="mt-1 max-w-xl text-sm text-white/90 sm:text-base">{banner.text}</p>
                )}
              </div>
            </>
          );

          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.banners.slide', { n: i + 1, count })}
              aria-hidden={!current}
              inert={!current}
              data-test="home-banner"
              data-current={current ? 'true' : 'false'}
              className="relative h-full w-full shrink-0"
            >
              {banner.link === null ? (
                body
              ) : banner.external ? (
                <a href={banner.link} className="block size-full" rel="noopener" data-test="home-banner-link">
                  {body}
                </a>
              ) : (
                <Link href={banner.link} prefetch="hover" className="block size-full" data-test="home-banner-link">
                  {body}
                </Link>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="absolute right-3 bottom-3 flex items-center gap-2 sm:right-5 sm:bottom-4">
          <div className="mr-1 flex gap-1.5">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('home.banners.go_to', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                data-test={`home-banner-dot-${i}`}
                className={`size-2.5 rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none ${
                  i === index ? 'bg-white' : 'bg-white/50 hover:bg-white/80'
                }`}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('home.banners.previous')}
            className={control}
            data-test="home-banner-prev"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? t('home.banners.pause') : t('home.banners.play')}
            className={control}
            data-test="home-banner-pause"
          >
            {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('home.banners.next')}
            className={control}
            data-test="home-banner-next"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
