import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as widgets from '@/lib/home-widgets';
import Home from '@/pages/home/index';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

vi.mock('@/lib/home-widgets', async (original) => ({
  ...(await original<typeof widgets>()),
  loadNewProducts: vi.fn(() => Promise.resolve()),
  loadPopularProducts: vi.fn(() => Promise.resolve()),
  loadSalesProducts: vi.fn(() => Promise.resolve()),
  loadShops: vi.fn(() => Promise.resolve()),
}));

/** The browser's IntersectionObserver, moved by the test: `near()` brings every observed element near the viewport. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };

  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }

  observe(target: Element) {
    this.entry.targets.push(target);
  }

  disconnect() {
    this.entry.targets = [];
  }
}

function near() {
  for (const { callback, targets } of observers) {
    const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length > 0) callback(entries, {} as IntersectionObserver);
  }
}

const props = { newProducts: [], popularProducts: [], salesProducts: [], stores: [], banners: [], promotions: [] };
const loaders = [widgets.loadNewProducts, widgets.loadPopularProducts, widgets.loadSalesProducts, widgets.loadShops];

beforeEach(() => {
  mockDarkModeMedia(false);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  observers.length = 0;
});

describe('Home page widgets', () => {
  it.each(['ro', 'ru'] as const)('refresh through the API only once the shopper nears them (%s)', (locale) => {
    renderPage(Home, { component: 'home/index', props, shared: { locale } });

    // Shown from the server's lists; no call yet, so the API client is not loaded with the page.
    expect(observers.flatMap(({ targets }) => targets)).toHaveLength(1);
    for (const load of loaders) expect(load).not.toHaveBeenCalled();

    act(() => near());
    for (const load of loaders) expect(load).toHaveBeenCalledExactlyOnceWith(locale);

    // Once: scrolling past them again asks nothing more.
    act(() => near());
    for (const load of loaders) expect(load).toHaveBeenCalledTimes(1);
  });
});
