import { router } from '@inertiajs/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import ComparePage from '@/pages/compare/index';
import { savedListActions } from '@/state/saved-lists-state';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type ProductCard } from '@/types/catalog';
import { type CompareGroup } from '@/types/compare';

function card(id: number, name: string): ProductCard {
  const slug = name.toLowerCase().replaceAll(' ', '-');

  return {
    id,
    name,
    slug,
    url: `/produs/${slug}`,
    sku: `TV-${id}`,
    image: '/images/products/tv.svg',
    price: 1_000_000 + id,
    old_price: null,
    discount_percent: null,
    brand: { name: 'Brand', slug: 'brand' },
    is_stock: true,
    credit: null,
  };
}

const tvs: CompareGroup = {
  id: 11,
  name: 'Smart TV',
  products: [card(1, 'Televizor Sony 65'), card(2, 'Televizor LG 55')],
  sections: [
    {
      name: 'Ecran',
      rows: [
        { code: 'screen_size', name: 'Diagonala ecranului', values: ['65"', '55"'] },
        { code: 'panel', name: 'Tip panou', values: ['LED', 'LED'] },
      ],
    },
    { name: 'Alimentare', rows: [{ code: 'energy_class', name: 'Clasa energetică', values: ['B', 'B'] }] },
  ],
};
const phones: CompareGroup = { id: 12, name: 'Smartphone-uri', products: [card(3, 'Honor 200')], sections: [] };

beforeEach(() => mockDarkModeMedia(false));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => savedListActions.reset());
});

function show(groups: CompareGroup[], locale: 'ro' | 'ru' = 'ro') {
  renderPage(ComparePage, {
    component: 'compare/index',
    url: locale === 'ro' ? '/compara' : '/ru/compara',
    props: { groups, limit: 4, breadcrumbs: [] },
    shared: {
      translations: locale === 'ro' ? ro : ru,
      locale,
      compare: { count: 3, ids: [3, 2, 1] },
      meta: { title: 'Comparare produse' },
    },
  });
}

describe('compare page', () => {
  it('shows a tab per category and a column per product, and hides equal specs on request', async () => {
    show([tvs, phones]);
    const user = userEvent.setup();

    expect(screen.getByRole('tab', { name: 'Smart TV (2)' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Caracteristicile produselor din categoria „Smart TV”' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Televizor Sony 65', 'Televizor LG 55']);
    expect(within(table).getByRole('rowheader', { name: 'Tip panou' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Doar diferențele' }));

    expect(within(table).getByRole('rowheader', { name: 'Diagonala ecranului' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Tip panou' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Alimentare')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Smartphone-uri (1)' }));
    expect(screen.getByText('Adăugați încă un produs din această categorie pentru a le compara.')).toBeVisible();
  });

  it('removes a product with DELETE to the compare list, in Russian', async () => {
    const calls: { url: string; method: unknown }[] = [];
    vi.spyOn(router, 'visit').mockImplementation((url, options = {}) => {
      calls.push({ url: String(url), method: options.method });
    });
    show([tvs], 'ru');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Убрать «Televizor LG 55» из сравнения' }));

    expect(calls).toEqual([{ url: '/ru/compara/2', method: 'delete' }]);
    // The header count drops before the server answers.
    expect(document.querySelector('[data-test="counter-compare"]')).toHaveTextContent('2');
  });

  it('puts a product into the cart from its column', async () => {
    const calls: { url: string; method: unknown; data: unknown }[] = [];
    vi.spyOn(router, 'visit').mockImplementation((url, options = {}) => {
      calls.push({ url: String(url), method: options.method, data: options.data });
    });
    show([tvs]);
    const user = userEvent.setup();

    const column = document.querySelector<HTMLElement>('[data-test="compare-product-televizor-lg-55"]')!;
    await user.click(within(column).getByRole('button', { name: /Adaugă în coș/ }));

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/cos/produse', method: 'post' });
    expect(calls[0]?.data).toMatchObject({ product_id: 2 });
  });

  it('says so when the list is empty', () => {
    show([]);

    expect(screen.getByText('Lista de comparare este goală.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi catalogul' })).toHaveAttribute('href', '/catalog');
  });
});
