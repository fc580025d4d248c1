import { afterEach, beforeEach } from 'vitest';

import { initializeTheme } from '@/hooks/use-appearance';
import { mockDarkModeMedia } from '@/test/match-media';

/**
 * For a test file on the appearance: each test starts with no choice saved (neither in the browser nor in the
 * cookie), on a device in the light scheme, with the page following the theme as app.tsx makes it; the following
 * stops after the test. Call it once at the top of the file.
 */
export function followThemeFromScratch(): { reload: () => void } {
  let stopFollowing: () => void = () => undefined;

  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'appearance=; path=/; max-age=0';
    mockDarkModeMedia(false);
    stopFollowing = initializeTheme();
  });

  afterEach(() => stopFollowing());

  return {
    /** Follows the theme again as a page loaded now would (after a test saved a choice). */
    reload() {
      stopFollowing();
      stopFollowing = initializeTheme();
    },
  };
}
