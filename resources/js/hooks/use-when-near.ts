import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNear` once the element comes within `margin` of the viewport (at once where the browser cannot tell: no
 * IntersectionObserver), and again after `key` changes (another language: the same section, other data). For work a
 * section needs only when the shopper gets to it, such as refreshing a list the page already shows.
 */
export function useWhenNear(ref: RefObject<Element | null>, onNear: () => void, key: unknown, margin = '400px'): void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });

  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') {
      latest.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          latest.current();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);

    return () => observer.disconnect();
  }, [ref, key, margin]);
}
