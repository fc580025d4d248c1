import { usePage } from '@inertiajs/react';
import { useCallback, useEffect } from 'react';

import { type Appearance, getAppearance, setAppearance, useAppearance } from '@/hooks/use-appearance';
import { route } from '@/lib/route';

/** Saves the choice on the account too (the browser keeps its own copy either way); a failure only loses the sync. */
// axios loads with the first choice saved, not with every page's scripts.
export function saveAccountAppearance(appearance: Appearance, url: string): Promise<void> {
  return import('axios')
    .then(({ default: axios }) => axios.put(url, { appearance }, { headers: { Accept: 'application/json' } }))
    .then(() => undefined)
    .catch(() => undefined);
}

/** The foundation's light/dark/system, also saved on the account while someone is signed in. */
export function useAccountAppearance(): { appearance: Appearance; updateAppearance: (appearance: Appearance) => void } {
  const { appearance, updateAppearance } = useAppearance();
  const { auth, locale } = usePage().props;
  const signedIn = auth.user !== null;

  const update = useCallback(
    (next: Appearance) => {
      updateAppearance(next);
      if (signedIn) {
        void saveAccountAppearance(next, route('settings.appearance.update', undefined, locale));
      }
    },
    [updateAppearance, signedIn, locale],
  );

  return { appearance, updateAppearance: update };
}

// The account whose saved scheme this page load has applied: once per sign-in, so later choices in this browser win.
let appliedFor: number | null = null;

/** Applies the account's saved scheme when someone signs in (or opens the shop signed in). */
export function useApplyAccountAppearance(): void {
  const user = usePage().props.auth.user;

  useEffect(() => {
    if (user === null) {
      appliedFor = null;

      return;
    }
    if (appliedFor === user.id) {
      return;
    }
    appliedFor = user.id;
    if (user.appearance !== null && user.appearance !== getAppearance()) {
      setAppearance(user.appearance);
    }
  }, [user]);
}
