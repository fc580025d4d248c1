import { useEffect, useState } from 'react';

import { route } from '@/lib/route';
import { type AdminBadges } from '@/types/admin-customers';

/** How often the menu's counts are asked for while the tab is in view. */
export const BADGE_POLL_MS = 30_000;

const NONE: AdminBadges = { orders: null, calls: null };

/**
 * The back office menu's badges (new orders, calls waiting) without a reload: asked for at once, then every
 * BADGE_POLL_MS while the tab is visible. A hidden tab stops asking; showing it again asks at once and resumes.
 * A failed answer keeps the last counts. Off (`enabled` false) for staff who see neither list.
 */
export function useAdminBadges(enabled: boolean): AdminBadges {
  const [badges, setBadges] = useState<AdminBadges>(NONE);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let controller: AbortController | null = null;

    const load = () => {
      controller?.abort();
      controller = new AbortController();
      fetch(route('admin.badges'), {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<AdminBadges>) : null))
        .then((next) => {
          if (next !== null) setBadges({ orders: next.orders ?? null, calls: next.calls ?? null });
        })
        .catch(() => undefined);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      load();
      timer = setInterval(load, BADGE_POLL_MS);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());

    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stop();
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);

  return badges;
}

/** The page's title with the count of new orders first (the calls' when only those show), as mail clients do: `(3) Comenzi`. */
export function titleWithCount(title: string, badges: AdminBadges): string {
  const count = badges.orders ?? badges.calls ?? 0;

  return count > 0 ? `(${count}) ${title}` : title;
}
