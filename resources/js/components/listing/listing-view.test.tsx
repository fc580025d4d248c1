import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ListingView } from '@/components/listing/listing-view';
import { VISIBLE_OPTIONS } from '@/components/listing/facet-options';
import { renderWithPage } from '@/test/render-page';
import { type ProductCard } from '@/types/catalog';
import { type Listing } from '@/types/listing';

const PATH = '/categorie-produs/tv-audio-foto/televizoare';

function card(id: number): ProductCard {
  return {
    id,
    name: `Televizor ${id}`,
    slug: `tv-${id}`,
    url: `/produs/tv-${id}`,
    sku: `TV-${id}`,
    image: '/images/products/tv.svg',
    price: 1_000_000 + id,
    old_price: null,
    discount_percent: null,
    brand: { name: 'LG', slug: 'lg' },
    is_stock: true,
    credit: null,
  };
}

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    products: {
      data: [card(1), card(2)],
      meta: { current_page: 1, last_page: 3, per_page: 2, total: 6 },
      links: { prev: null, next: `${PATH}?brand=lg&page=2` },
    },
    facets: [
      {
        key: 'brand',
        type: 'options',
        label: 'Brand',
        options: [
          { value: 'lg', label: 'LG', count: 6, selected: true },
          { value: 'samsung', label: 'Samsung', count: 4, selected: false },
          { value: 'sony', label: 'Sony', count: 0, selected: false },
        ],
      },
      { key: 'price', type: 'range', label: 'Preț', unit: 'lei', min: 3000, max: 60000, selected: null },
      { key: 'stock', type: 'toggle', label: 'În stoc', count: 5, selected: false },
      {
        key: 'color',
        type: 'options',
        label: 'Culoare',
        options: Array.from({ length: VISIBLE_OPTIONS + 3 }, (_, i) => ({
          value: `c${i}`,
          label: `Culoare ${i}`,
          count: i + 1,
          selected: i === VISIBLE_OPTIONS + 2,
        })),
      },
    ],
    chips: [
      { key: 'brand', value: 'lg', label: 'LG' },
      { key: 'color', value: `c${VISIBLE_OPTIONS + 2}`, label: `Culoare: Culoare ${VISIBLE_OPTIONS + 2}` },
    ],
    sort: 'popular',
    default_sort: 'popular',
    sorts: [
      { value: 'popular', label: 'Populare' },
      { value: 'price-asc', label: 'Preț crescător' },
    ],
    path: PATH,
    query: { brand: 'lg', color: `c${VISIBLE_OPTIONS + 2}` },
    ...overrides,
  };
}

let get: MockInstance<typeof router.get>;

beforeEach(() => {
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined);
});

afterEach(() => get.mockRestore());

function renderListing(value: Listing = listing(), locale: 'ro' | 'ru' = 'ro') {
  renderWithPage(<ListingView listing={value} />, { shared: { locale, translations: locale === 'ro' ? ro : ru } });

  return userEvent.setup();
}

const visited = () => get.mock.calls.map((call) => call[0]);
const panel = () => within(screen.getByRole('complementary', { name: 'Filtre' }));

describe('filter panel', () => {
  it('shows each option with its count and disables the ones that would give nothing', () => {
    renderListing();

    expect(panel().getByRole('checkbox', { name: 'LG (6)' })).toBeChecked();
    expect(panel().getByRole('checkbox', { name: 'Samsung (4)' })).not.toBeChecked();
    expect(panel().getByRole('checkbox', { name: 'Sony (0)' })).toBeDisabled();
  });

  it('adds an option to the URL state, sorted, and drops the page', async () => {
    const user = renderListing();
    await user.click(panel().getByRole('checkbox', { name: 'Samsung (4)' }));

    expect(visited()).toEqual([`${PATH}?brand=lg,samsung&color=c10`]);
    expect(get.mock.calls[0]?.[2]).toMatchObject({ preserveScroll: true, preserveState: true });
  });

  it('applies a range with Enter and a toggle with a click', async () => {
    const user = renderListing();
    await user.type(panel().getByRole('textbox', { name: 'de la (lei)' }), '5000');
    await user.type(panel().getByRole('textbox', { name: 'până la (lei)' }), '20000{Enter}');
    await user.click(panel().getByRole('checkbox', { name: 'Doar produsele în stoc (5)' }));

    expect(visited()).toEqual([`${PATH}?brand=lg&color=c10&price=5000-20000`, `${PATH}?brand=lg&color=c10&stock=1`]);
  });

  it('keeps long lists short but the selected option visible, and expands on request', async () => {
    const user = renderListing();
    const colours = within(panel().getByText('Culoare').closest('details')!);

    expect(colours.getAllByRole('checkbox')).toHaveLength(VISIBLE_OPTIONS + 1);
    expect(
      colours.getByRole('checkbox', { name: `Culoare ${VISIBLE_OPTIONS + 2} (${VISIBLE_OPTIONS + 3})` }),
    ).toBeChecked();
    await user.click(colours.getByRole('button', { name: `Arată toate (${VISIBLE_OPTIONS + 3})` }));
    expect(colours.getAllByRole('checkbox')).toHaveLength(VISIBLE_OPTIONS + 3);
  });
});

describe('listing toolbar and chips', () => {
  it('removes one chip, clears all but the search query, and changes the sort', async () => {
    const user = renderListing(listing({ query: { q: 'tv', brand: 'lg', color: 'c10' } }));
    await user.click(screen.getByRole('button', { name: 'Elimină filtrul: LG' }));
    await user.click(screen.getByRole('button', { name: 'Șterge toate filtrele' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortează' }), 'price-asc');

    expect(visited()).toEqual([
      `${PATH}?q=tv&color=c10`,
      `${PATH}?q=tv`,
      `${PATH}?q=tv&brand=lg&color=c10&sort=price-asc`,
    ]);
  });

  it('says when filters leave nothing and offers to clear them, in Russian', async () => {
    const empty = listing();
    empty.products = {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 },
      links: { prev: null, next: null },
    };
    const user = renderListing(empty, 'ru');

    expect(screen.getByText('Нет товаров с выбранными фильтрами')).toBeInTheDocument();
    await user.click(within(screen.getByText('Нет товаров с выбранными фильтрами').parentElement!).getByRole('button'));
    expect(visited()).toEqual([PATH]);
  });

  it('says on the last numbered page that the numbering ends before the products do', () => {
    const capped = listing();
    capped.products = {
      data: [card(5), card(6)],
      meta: { current_page: 3, last_page: 3, per_page: 2, total: 40 },
      links: { prev: `${PATH}?page=2`, next: null },
    };
    renderListing(capped);

    expect(screen.getByText(/Numerotarea se oprește la pagina 3\./)).toBeInTheDocument();
  });

  it('says nothing of the kind when the pages hold every product', () => {
    const last = listing();
    last.products = {
      ...last.products,
      meta: { current_page: 3, last_page: 3, per_page: 2, total: 6 },
      links: { prev: null, next: null },
    };
    renderListing(last);

    expect(screen.queryByText(/Numerotarea se oprește/)).not.toBeInTheDocument();
  });

  it('opens the filters as a dialog on phones with the result count on its button', async () => {
    const user = renderListing();
    await user.click(screen.getByRole('button', { name: /Filtre/ }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Arată produsele (6)' })).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Samsung (4)' }));
    expect(visited()).toEqual([`${PATH}?brand=lg,samsung&color=c10`]);
  });

  it('asks for the next page with "show more"', async () => {
    const user = renderListing();
    await user.click(screen.getByRole('button', { name: 'Arată încă 2' }));

    expect(visited()).toEqual([`${PATH}?brand=lg&page=2`]);
    expect(screen.getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute('href', `${PATH}?brand=lg&page=2`);
  });
});
