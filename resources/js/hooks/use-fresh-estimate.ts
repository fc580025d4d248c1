import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';

/** setTimeout's longest delay; a later moment is checked again when the page becomes visible. */
const LONGEST_WAIT = 2_147_483_647;

/**
 * Keeps a time-bound prop true to the clock on a page the page cache serves to everyone. The server sends the moment
 * its answer may change (`refreshAt`, ISO 8601); once that has passed — when the page is opened from a cache or from
 * history, when a tab left open reaches it, when a sleeping tab comes back — the prop is asked for again with a partial
 * reload (never answered from the page cache or the proxy), and the hook says the answer is not fresh until the new
 * one arrives, so the page never shows a day or an hour that has gone by. The first render is always the server's (the
 * server-rendered HTML and the hydrating browser agree). A device whose clock runs ahead of the shop's gets one reload
 * per answer at most, then the newest answer is shown as it is.
 */
export function useFreshEstimate(refreshAt: string, prop: string): boolean {
  // The answer found past its time, hidden until a newer one replaces it.
  const [staleFor, setStaleFor] = useState<string | null>(null);
  const reloadedFor = useRef<string | null>(null);

  useEffect(() => {
    const due = Date.parse(refreshAt);
    if (Number.isNaN(due)) {
      return;
    }
    // The answer to this page's own reload is the server's newest: shown as it is by a clock that runs ahead.
    if (reloadedFor.current !== null && reloadedFor.current !== refreshAt && Date.now() >= due) {
      return;
    }
    const expire = () => {
      if (reloadedFor.current === refreshAt) {
        return;
      }
      reloadedFor.current = refreshAt;
      setStaleFor(refreshAt);
      router.reload({ only: [prop] });
    };
    // Already past (a page from a cache or from history): at once, after the first paint.
    const timer = window.setTimeout(expire, Math.min(Math.max(0, due - Date.now()), LONGEST_WAIT));
    const check = () => {
      if (document.visibilityState === 'visible' && Date.now() >= due) {
        expire();
      }
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pageshow', check);

    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('pageshow', check);
    };
  }, [refreshAt, prop]);

  return staleFor !== refreshAt;
}
