import { router } from '@inertiajs/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { apiClient } from '@/lib/api';
import { resolvePage } from '@/lib/pages';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type SharedProps } from '@/types/shared';

// Every back-office page, rendered from the props its server really sent (tests/fixtures/pages/admin, the page
// contracts), in both languages: no date, moment or delivery interval may reach the screen as the server sends it
// (`2026-11-28`, `2026-11-28 19:28`, `2026-11-28T19:28:00Z`, `09-13`); they go through lib/format-date.ts.

type Fixture = { component: string; url: string; props: SharedProps & Record<string, unknown> };

const fixtures = import.meta.glob<Fixture>('../../../../tests/fixtures/pages/admin/**/*.json', {
  eager: true,
  import: 'default',
});

/** A day or a moment as the server writes it, and a courier interval as it is stored. */
const RAW = [/\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?)?\b/g, /(?<![\w-])\d{2}-\d{2}(?![\w-])/g];

/** The raw dates and intervals in the visible text of an element (form fields' values are not text). */
function rawDates(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    found.push(...RAW.flatMap((pattern) => text.match(pattern) ?? []));
  }

  return found;
}

/**
 * The props with every empty date, moment and interval filled in (`published_at: null` → a moment, `date: null` → a
 * day, `interval: null` → `09-13`), so a page is checked on what it shows when they are there too.
 */
function filled(value: unknown, key = ''): unknown {
  if (value === null) {
    // `reserved_at` names the place an order line's units are reserved at, not a moment.
    if (/(^|_)at$|_until$/.test(key) && key !== 'reserved_at') return '2026-11-28 19:28';
    if (/(^|_)(date|day)$/.test(key)) return '2026-11-28';
    if (key === 'interval') return '09-13';

    return null;
  }
  if (Array.isArray(value)) return value.map((item) => filled(item));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, filled(item, name)]));
  }

  return value;
}

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  vi.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

describe('dates in the back office', () => {
  it('finds the raw forms it guards against', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>Publicat 2026-11-28 19:28</p><p>Ziua 2026-11-28, 09-13</p><p>2026-11-28T19:28:00Z</p>';

    expect(rawDates(element)).toEqual(['2026-11-28 19:28', '2026-11-28', '09-13', '2026-11-28T19:28:00Z']);
    element.innerHTML = '<p>28.11.2026, 19:28</p><p>09:00 – 13:00</p><p>TV-55-OLED</p><p>+373 69 123-456</p>';
    expect(rawDates(element)).toEqual([]);
  });

  const pages = Object.entries(fixtures).map(
    ([file, fixture]) => [file.replace(/^.*?fixtures\/pages\//, ''), fixture] as const,
  );

  const cases = pages.flatMap(([file, fixture]) =>
    (['ro', 'ru'] as const).flatMap((locale) => [
      [file, locale, 'as sent', fixture, fixture.props] as const,
      [file, locale, 'every date filled', fixture, filled(fixture.props) as Fixture['props']] as const,
    ]),
  );

  it.each(cases)(
    '%s shows no raw date (%s, %s)',
    async (_, locale, __, fixture, fixtureProps) => {
      const Page = await resolvePage(fixture.component);
      const props = { ...fixtureProps, locale, translations: locale === 'ro' ? ro : ru };

      const { container } = renderPage(Page, { component: fixture.component, url: fixture.url, props, shared: props });

      expect(rawDates(container)).toEqual([]);
    },
    30_000,
  );
});
