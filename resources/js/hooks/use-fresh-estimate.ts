import { useEffect, useRef, useState } from 'react';

/**
 * Keeps a time-bound prop true to the clock on a page the page cache serves to everyone. The server sends the moment
 * its answer may change (`refreshAt`, ISO 8601); once that has passed — when the page is opened from a cache or from
 * history, when a tab left open reaches it, when a sleeping tab comes back — the prop is asked for again with a partial
 * reload (never answered from the page cache or the proxy), and the hook says the answer is not fresh until the new
 * one arrives, so the page never shows a day or an hour that has gone by. The first render is always the server's (the
 * server-rendered HTML and the hydrating browser agree). A device whose clock runs ahead of the shop's gets one reload
 * per answer at most, then the newest answer is shown as it is.
 *
 * What watches the clock (fresh-estimate-watch.ts) loads after the first view: nothing it does can change that view.
 */
export function useFreshEstimate(refreshAt: string, prop: string): boolean {
  // The answer found past its time, hidden until a newer one replaces it.
  const [staleFor, setStaleFor] = useState<string | null>(null);
  const reloadedFor = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    let stop: () => void = () => undefined;
    import('@/hooks/fresh-estimate-watch').then(
      ({ watchEstimate }) => {
        if (live) stop = watchEstimate(refreshAt, prop, reloadedFor, setStaleFor);
      },
      // A chunk a new build replaced, or no network: the estimate stays as the page came.
      () => undefined,
    );

    return () => {
      live = false;
      stop();
    };
  }, [refreshAt, prop]);

  return staleFor !== refreshAt;
}
