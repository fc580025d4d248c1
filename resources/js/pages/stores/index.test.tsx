import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import StoresPage from '@/pages/stores/index';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type StoreItem } from '@/types/content';

// The map is drawn by Leaflet in a browser; here it must simply fail quietly while the list does the work.
vi.mock('leaflet', () => {
  throw new Error('no map in this test');
});

function store(slug: string, city: [string, string], open: boolean): StoreItem {
  return {
    slug,
    name: `${city[1]} ${slug}`,
    city: city[1],
    city_key: city[0],
    address: 'str. Test 1',
    phones: ['+37322782222'],
    hours: [{ from: 1, to: 7, hours: ['09:00', '19:00'] }],
    status: open
      ? { open: true, closes_at: '19:00', opens_at: null, opens_day: null, opens_in_days: null }
      : { open: false, closes_at: null, opens_at: '09:00', opens_day: 2, opens_in_days: 1 },
    exceptions: [],
    latitude: 47,
    longitude: 28.8,
    map_url: 'https://maps.example/?q=47,28.8',
    products_url: `/contacte/magazine/${slug}/produse`,
    products_count: 12,
  };
}

const stores = [
  store('centru', ['chisinau', 'Chișinău'], true),
  store('botanica', ['chisinau', 'Chișinău'], false),
  store('balti', ['balti', 'Bălți'], false),
];
const props = {
  breadcrumbs: [],
  stores,
  map: { tiles_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'x' },
};

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('stores page', () => {
  it('lists every shop with its state, phone link, hours and products link', async () => {
    renderPage(StoresPage, { props, shared: { translations: ro } });

    const card = within(screen.getByRole('article', { name: 'Chișinău centru' }));
    expect(card.getByText('Deschis acum · se închide la 19:00')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '022 78 22 22' })).toHaveAttribute('href', 'tel:+37322782222');
    expect(card.getByRole('link', { name: 'Produse în acest magazin (12)' })).toHaveAttribute(
      'href',
      '/contacte/magazine/centru/produse',
    );
    expect(card.getByRole('link', { name: 'Deschide adresa pe hartă' })).toHaveAttribute(
      'href',
      'https://maps.example/?q=47,28.8',
    );
    expect(screen.getByText('Magazine găsite: 3')).toBeInTheDocument();
    expect(await screen.findByText(/Harta nu poate fi afișată acum/)).toBeInTheDocument();
  });

  it('filters by city and by open now, and says so when nothing is left', async () => {
    renderPage(StoresPage, { props, shared: { translations: ro } });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Oraș' }), 'chisinau');
    expect(names()).toEqual(['Chișinău centru', 'Chișinău botanica']);

    await user.click(screen.getByRole('checkbox', { name: 'Doar deschise acum' }));
    expect(names()).toEqual(['Chișinău centru']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Oraș' }), 'balti');
    expect(screen.getByText('Niciun magazin din Bălți nu este deschis acum.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Arată toate magazinele' }));
    expect(screen.getByText('Magazine găsite: 3')).toBeInTheDocument();
  });

  it('speaks Russian on the Russian page', () => {
    renderPage(StoresPage, {
      props: { ...props, stores: [store('balti', ['balti', 'Бельцы'], false)] },
      shared: { translations: ru, locale: 'ru' },
    });

    expect(screen.getByRole('combobox', { name: 'Город' })).toBeInTheDocument();
    expect(screen.getByText('Закрыто · откроется завтра в 09:00')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Только открытые сейчас' })).toBeInTheDocument();
  });
});
