import { type ReactNode, Suspense, useRef, useState } from 'react';

import { useWhenNear } from '@/hooks/use-when-near';

/**
 * Renders `children` (a lazily loaded part, React.lazy) once the shopper scrolls near this place, `placeholder` before
 * that and while its chunk arrives: a part below the fold that the first view need not carry. The server renders the
 * placeholder, so the part is for the shopper's eyes only; what search engines need stays in the page's data and its
 * JSON-LD. `reset` (the product shown) starts over for another page.
 */
export function LoadWhenNear({
  reset,
  placeholder,
  children,
  test,
}: {
  reset: unknown;
  placeholder: ReactNode;
  children: ReactNode;
  test?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<unknown>(undefined);
  useWhenNear(ref, () => setNear(reset), reset);

  return (
    <div ref={ref} data-test={test}>
      {near === reset ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
