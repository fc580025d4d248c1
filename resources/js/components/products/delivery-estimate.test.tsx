import { router } from '@inertiajs/react';
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { DeliveryEstimate } from '@/components/products/delivery-estimate';
import { type DeliveryEstimate as Estimate, type StoreStock } from '@/components/products/types';
import { useFreshEstimate } from '@/hooks/use-fresh-estimate';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const stores: StoreStock[] = [
  { id: 1, name: 'Botanica', city: 'Chișinău', address: 'bd. Dacia 10', quantity: 5, level: 'in_stock' },
  { id: 2, name: 'Centru', city: 'Chișinău', address: 'bd. Ștefan cel Mare 126', quantity: 1, level: 'few' },
];

/** Wednesday 2 December 2026, 13:20 in Chișinău (11:20 UTC): the estimate holds until 14:00:01. */
const NOW = new Date('2026-12-02T11:20:00Z');

const estimate: Estimate = {
  courier: [
    { date: '2026-12-03', day: 'tomorrow', zones: ['chisinau', 'suburbs'] },
    { date: '2026-12-04', day: null, zones: ['country'] },
  ],
  pickup: [
    { store_id: 1, ready_at: '2026-12-03 10:00', day: 'tomorrow' },
    { store_id: 2, ready_at: '2026-12-02 15:00', day: 'today' },
  ],
  refresh_at: '2026-12-02T14:00:01+02:00',
};

const texts = (test: string) =>
  [...document.querySelectorAll(`[data-test="${test}"]`)].map((element) => element.textContent);

let reloads: string[][] = [];
let stop: () => void = () => undefined;
let answer: (next: Estimate) => void = () => undefined;

/** The product page's wiring: the estimate as a prop that a reload replaces, and the hook deciding if it is fresh. */
function Harness({ initial }: { initial: Estimate }) {
  const [current, setCurrent] = useState(initial);
  useEffect(() => {
    answer = setCurrent;
  }, []);
  const fresh = useFreshEstimate(current.refresh_at, 'delivery');

  return <DeliveryEstimate estimate={current} stores={stores} fresh={fresh} />;
}

const list = () => document.querySelector('[data-test="delivery-estimate"]')!;

/** The clock's watch loads after the first render (hooks/fresh-estimate-watch.ts): waits until it is on. */
const watching = () => act(() => vi.dynamicImportSettled());

beforeEach(() => {
  mockDarkModeMedia(false);
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  reloads = [];
  stop = router.on('before', (event) => {
    reloads.push(event.detail.visit.only);
    event.preventDefault();
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('delivery estimate', () => {
  it('says when a courier arrives, zone by zone, and the earliest pickup with its store, in Romanian', () => {
    renderWithPage(<DeliveryEstimate estimate={estimate} stores={stores} fresh />, { shared: { translations: ro } });

    expect(list()).toHaveAccessibleName('Livrare și ridicare');
    expect(texts('delivery-courier')).toEqual([
      'Livrare mâine · Chișinău, Suburbiile Chișinăului',
      'Livrare vineri, 4 decembrie · Alte localități din Moldova',
    ]);
    expect(texts('delivery-pickup')).toEqual(['Ridicare azi de la 15:00 din Centru']);
  });

  it('says it in Russian, a later pickup day in words', () => {
    renderWithPage(
      <DeliveryEstimate
        estimate={{ ...estimate, pickup: [{ store_id: 1, ready_at: '2026-12-07 10:00', day: null }] }}
        stores={stores}
        fresh
      />,
      { shared: { locale: 'ru', translations: ru } },
    );

    expect(texts('delivery-courier')).toEqual([
      'Доставка завтра · Кишинёв, Пригороды Кишинёва',
      'Доставка: пятница, 4 декабря · Другие населённые пункты Молдовы',
    ]);
    expect(texts('delivery-pickup')).toEqual(['Самовывоз: понедельник, 7 декабря, с 10:00 из магазина «Botanica»']);
  });

  it('shows nothing for a product no courier or store can bring', () => {
    renderWithPage(<DeliveryEstimate estimate={{ ...estimate, courier: [], pickup: [] }} stores={stores} fresh />, {
      shared: { translations: ro },
    });

    expect(document.querySelector('[data-test="delivery-estimate"]')).toBeNull();
  });

  it('asks for a fresh estimate when its time comes and hides the old one meanwhile', async () => {
    renderWithPage(<Harness initial={estimate} />, { shared: { translations: ro } });
    await watching();
    expect(list()).not.toHaveClass('invisible');
    expect(reloads).toEqual([]);

    act(() => vi.advanceTimersByTime(40 * 60 * 1000 + 1000));

    expect(reloads).toEqual([['delivery']]);
    expect(list()).toHaveClass('invisible');
    expect(list()).toHaveAttribute('aria-busy', 'true');

    act(() =>
      answer({
        ...estimate,
        pickup: [{ store_id: 2, ready_at: '2026-12-02 16:00', day: 'today' }],
        refresh_at: '2026-12-02T15:00:01+02:00',
      }),
    );

    expect(list()).not.toHaveClass('invisible');
    expect(texts('delivery-pickup')).toEqual(['Ridicare azi de la 16:00 din Centru']);
    expect(reloads).toHaveLength(1);
  });

  it('asks at once when the page it came with (a cache, history) is already past its time, and only once', async () => {
    vi.setSystemTime(new Date('2026-12-03T08:00:00Z'));
    renderWithPage(<Harness initial={estimate} />, { shared: { translations: ro } });
    // The first render is the server's, whatever the clock says.
    expect(list()).not.toHaveClass('invisible');
    await watching();
    act(() => vi.advanceTimersByTime(0));

    expect(reloads).toEqual([['delivery']]);
    expect(list()).toHaveClass('invisible');

    // A device clock far ahead of the shop's: the newest answer is shown as it is, not asked for again and again.
    act(() => answer({ ...estimate, refresh_at: '2026-12-03T00:00:00+02:00' }));
    await watching();
    act(() => vi.advanceTimersByTime(60_000));

    expect(list()).not.toHaveClass('invisible');
    expect(reloads).toHaveLength(1);
  });
});
