import { router } from '@inertiajs/react';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';

import ro from '../../../lang/ro.json';
import { catalogFixture } from '@/components/catalog-menu/catalog-fixture';
import { SiteHeader } from '@/layouts/storefront/site-header';
import { headerActions } from '@/state/header-state';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type SharedProps } from '@/types/shared';

/**
 * For a test file on the storefront header and what opens from it (the side menu, the phone's bottom bar): each test
 * starts in the light scheme with the header's state reset, and no link or form leaves the page (Inertia's visits
 * are cancelled). Call it once at the top of the file.
 */
export function isolateHeaderTests(): void {
  let stopVisits: () => void = () => undefined;

  beforeEach(() => {
    mockDarkModeMedia(false);
    headerActions.reset();
    stopVisits = router.on('before', (event) => event.preventDefault());
  });

  afterEach(() => {
    stopVisits();
    act(() => headerActions.reset());
  });
}

/** The header, with `beside` after it, in Romanian with the demo catalogue; returns a user to drive it. */
export function renderHeader(
  beside?: ReactNode,
  shared: Partial<SharedProps> = {},
): ReturnType<typeof userEvent.setup> {
  renderWithPage(
    <>
      <SiteHeader />
      {beside}
    </>,
    { shared: { translations: ro, catalog: catalogFixture, ...shared } },
  );

  return userEvent.setup();
}
