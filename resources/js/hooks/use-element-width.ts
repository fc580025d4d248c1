import { type RefObject, useEffect, useState } from 'react';

/**
 * The element's content width in pixels, kept current as it resizes; `fallback` until it is measured (and where
 * there is no ResizeObserver, as in tests).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width ?? 0;
      if (measured > 0) {
        setWidth(Math.round(measured));
      }
    });
    observer.observe(element);

    return () => observer.disconnect();
  }, [ref]);

  return width;
}
