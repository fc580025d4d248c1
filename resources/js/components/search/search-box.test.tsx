import { router } from '@inertiajs/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { SearchBox } from '@/components/header/search-box';
import { type Suggestions } from '@/components/search/suggestion-types';
import type * as api from '@/lib/api';
import { get } from '@/lib/api';
import { renderWithPage } from '@/test/render-page';

vi.mock('@/lib/api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), get: vi.fn() }));

const getMock = vi.mocked(get);

const answer: Suggestions = {
  query: 'tv',
  products: [
    {
      id: 7,
      name: 'Televizor Samsung QLED 55"',
      url: '/produs/tv-samsung',
      image: '/images/products/tv.svg',
      price: 1299900,
      old_price: 1499900,
    },
    {
      id: 8,
      name: 'Televizor LG OLED 65"',
      url: '/produs/tv-lg',
      image: '/images/products/tv.svg',
      price: 2599900,
      old_price: null,
    },
  ],
  categories: [{ name: 'Televizoare', url: '/categorie-produs/tv-audio-foto/televizoare' }],
  brands: [{ name: 'Samsung', url: '/branduri/samsung' }],
};

const NBSP = '\u00a0';

let visit: MockInstance<typeof router.visit>;

beforeEach(() => {
  getMock.mockReset();
  getMock.mockResolvedValue(answer);
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
});

afterEach(() => {
  visit.mockRestore();
});

function renderBox(locale: 'ro' | 'ru' = 'ro') {
  renderWithPage(
    <div>
      <p data-test="outside">outside</p>
      <SearchBox />
    </div>,
    { shared: { locale, translations: locale === 'ro' ? ro : ru } },
  );

  return { input: screen.getByRole('combobox'), user: userEvent.setup() };
}

describe('search suggestions', () => {
  it('asks once typing pauses and shows products with prices, categories and brands', async () => {
    const { input, user } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'tv');

    const listbox = await screen.findByRole('listbox', { name: 'Sugestii de căutare' });
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(getMock).toHaveBeenCalledWith(
      '/search/suggest',
      expect.objectContaining({ params: { q: 'tv', lang: 'ro' } }),
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);

    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `Televizor Samsung QLED 55"14${NBSP}999${NBSP}lei12${NBSP}999${NBSP}lei`,
      `Televizor LG OLED 65"25${NBSP}999${NBSP}lei`,
      'Televizoare',
      'Samsung',
      'Toate rezultatele pentru „tv”',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Produse' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Categorii' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Branduri' })).toBeInTheDocument();
  });

  it('waits for two characters and for a pause in typing', async () => {
    const { input, user } = renderBox();

    await user.type(input, 't');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(getMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'elevizor');
    await screen.findByRole('listbox');
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(getMock.mock.calls[0]?.[1]?.params).toEqual({ q: 'televizor', lang: 'ro' });
  });

  it('cancels the request of a query the shopper has typed past', async () => {
    getMock.mockReturnValueOnce(new Promise<Suggestions>(() => undefined));
    const { input, user } = renderBox();

    await user.type(input, 'sa');
    await waitFor(() => expect(getMock).toHaveBeenCalledTimes(1));
    const firstSignal = getMock.mock.calls[0]?.[1]?.signal as AbortSignal;
    expect(firstSignal.aborted).toBe(false);

    await user.type(input, 'm');

    expect(firstSignal.aborted).toBe(true);
    await screen.findByRole('listbox');
    expect(getMock.mock.calls[1]?.[1]?.params).toEqual({ q: 'sam', lang: 'ro' });
  });

  it('moves through the options with the arrows and opens the active one on Enter', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(visit).toHaveBeenCalledWith('/produs/tv-lg');
  });

  it('wraps from the field to the last option and back', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('searches for the text on Enter when no option is active', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');
    await screen.findByRole('listbox');

    await user.keyboard('{Enter}');

    expect(visit).toHaveBeenCalledWith('/cautare?q=tv');
  });

  it('is a real form to the results page before its script runs, in each language', () => {
    for (const [locale, action] of [
      ['ro', '/cautare'],
      ['ru', '/ru/cautare'],
    ] as const) {
      const { input } = renderBox(locale);
      const form = input.closest('form');

      expect(form?.getAttribute('action')).toBe(action);
      expect(form?.getAttribute('method')).toBe('get');
      expect(input).toHaveAttribute('name', 'q');
      document.body.innerHTML = '';
    }
  });

  it('opens the results page in Russian on Russian pages and asks for Russian suggestions', async () => {
    const { input, user } = renderBox('ru');

    await user.type(input, 'тв');
    await screen.findByRole('listbox', { name: 'Подсказки поиска' });
    expect(getMock.mock.calls[0]?.[1]?.params).toEqual({ q: 'тв', lang: 'ru' });
    expect(screen.getByRole('group', { name: 'Товары' })).toBeInTheDocument();

    await user.keyboard('{Enter}');

    expect(visit).toHaveBeenCalledWith('/ru/cautare?q=%D1%82%D0%B2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens an option on a click', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');

    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Samsung' }));

    expect(visit).toHaveBeenCalledWith('/branduri/samsung');
  });

  it('closes on Escape and reopens with the arrows', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('tv');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    getMock.mockResolvedValue({ query: 'qwzx', products: [], categories: [], brands: [] });
    const { input, user } = renderBox();

    await user.type(input, 'qwzx');

    expect(await screen.findByText('Nimic găsit pentru „qwzx”')).toBeInTheDocument();
    // Only "see all results" is left: the results page then offers popular products and categories.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toate rezultatele pentru „qwzx”',
    ]);
  });

  it.each([
    { locale: 'ro' as const, typed: 'tv', name: 'Toate rezultatele pentru „tv”', url: '/cautare?q=tv' },
    { locale: 'ru' as const, typed: 'тв', name: 'Все результаты по запросу «тв»', url: '/ru/cautare?q=%D1%82%D0%B2' },
  ])(
    'ends the options with every result, reached with the keyboard ($locale)',
    async ({ locale, typed, name, url }) => {
      getMock.mockResolvedValue({ ...answer, query: typed });
      const { input, user } = renderBox(locale);
      await user.type(input, typed);
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      const showAll = screen.getByRole('option', { name });
      expect(options.at(-1)).toBe(showAll);

      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(input).toHaveAttribute('aria-activedescendant', showAll.id);
      expect(showAll).toHaveAttribute('aria-selected', 'true');

      await user.keyboard('{Enter}');
      expect(visit).toHaveBeenCalledWith(url);
      expect(visit).toHaveBeenCalledTimes(1);
    },
  );

  it('opens every result on a click of the last option', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');

    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Toate rezultatele pentru „tv”' }),
    );

    expect(visit).toHaveBeenCalledWith('/cautare?q=tv');
  });

  it('clears the text and closes on a click outside', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'tv');
    await screen.findByRole('listbox');

    act(() => {
      fireEvent.mouseDown(screen.getByText('outside'));
    });

    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
  it('shows whole product names, the price under each, so two storages of one model read differently', async () => {
    const name = (storage: string) => `Smartphone Apple iPhone 16 Pro Max ${storage} Desert Titanium`;
    getMock.mockResolvedValue({
      ...answer,
      query: 'iphone',
      products: ['256 GB', '512 GB'].map((storage, index) => ({
        ...answer.products[1]!,
        id: 20 + index,
        name: name(storage),
        url: `/produs/iphone-${index}`,
      })),
    });
    const { input, user } = renderBox();

    await user.type(input, 'iphone');
    await screen.findByRole('listbox');
    const names = document.querySelectorAll('[data-test="search-suggestion-name"]');
    expect(Array.from(names, (n) => n.textContent)).toEqual([name('256 GB'), name('512 GB')]);
    for (const shown of Array.from(names)) {
      expect(shown.className).toContain('line-clamp-3');
      expect(shown.className).not.toContain('truncate');
      expect(shown.parentElement?.querySelector('[data-test="search-suggestion-price"]')).toHaveTextContent(
        /25\s999\slei/,
      );
    }
  });
});
