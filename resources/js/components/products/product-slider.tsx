import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

import { ProductCard } from '@/components/products/product-card';
import { useT } from '@/lib/i18n';
import { type ProductCard as Product } from '@/types/catalog';

/**
 * A row of product cards: swipe or scroll it (touch, trackpad, shift+wheel), or use the arrow buttons (mouse and
 * keyboard); cards snap into place. `action` goes beside the arrows (the recently viewed row's "clear").
 */
export function ProductSlider({
  id,
  title,
  products,
  action,
}: {
  id: string;
  title: string;
  products: Product[];
  action?: ReactNode;
}) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element === null) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  const button =
    'inline-flex size-9 items-center justify-center rounded-full border border-border hover:bg-surface-strong';

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24" data-test={`slider-${id}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {action}
          <div className="hidden gap-2 sm:flex">
            <button
              type="button"
              className={button}
              onClick={() => scroll(-1)}
              aria-label={t('slider.previous')}
              data-test={`slider-${id}-prev`}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={button}
              onClick={() => scroll(1)}
              aria-label={t('slider.next')}
              data-test={`slider-${id}-next`}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      {/* Focusable, so arrow keys scroll the row as well. */}
      <ul
        ref={track}
        tabIndex={0}
        aria-label={title}
        className="-mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 sm:mx-0 sm:gap-4 sm:px-0"
      >
        {products.map((product) => (
          <li key={product.id} className="w-[46%] shrink-0 snap-start sm:w-[31%] lg:w-[23%] xl:w-[18.5%]">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
