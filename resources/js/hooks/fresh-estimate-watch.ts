import { router } from '@inertiajs/react';
import { type RefObject } from 'react';

/** setTimeout's longest delay; a later moment is checked again when the page becomes visible. */
const LONGEST_WAIT = 2_147_483_647;

/**
 * The clock of useFreshEstimate (use-fresh-estimate.ts): once `refreshAt` has passed, marks the answer stale and asks
 * for `prop` again, once per answer. Returns what stops watching.
 */
export function watchEstimate(
  refreshAt: string,
  prop: string,
  reloadedFor: RefObject<string | null>,
  markStale: (refreshAt: string) => void,
): () => void {
  const due = Date.parse(refreshAt);
  // The answer to this page's own reload is the server's newest: shown as it is by a clock that runs ahead.
  if (Number.isNaN(due) || (reloadedFor.current !== null && reloadedFor.current !== refreshAt && Date.now() >= due)) {
    return () => undefined;
  }
  const expire = () => {
    if (reloadedFor.current === refreshAt) {
      return;
    }
    reloadedFor.current = refreshAt;
    markStale(refreshAt);
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
}
