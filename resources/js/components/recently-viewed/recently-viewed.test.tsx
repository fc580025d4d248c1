import { http } from '@inertiajs/core';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { RecentlyViewed } from '@/components/recently-viewed/recently-viewed';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { toastActions } from '@/state/toast-state';
import { type ProductCard } from '@/types/catalog';

const card = (id: number, name: string): ProductCard => ({
  id,
  name,
  slug: `product-${id}`,
  url: `/produs/product-${id}`,
  sku: `SKU-${id}`,
  image: '/images/products/smartphone.svg',
  price: 699_900,
  old_price: null,
  discount_percent: null,
  brand: { name: 'Samsung', slug: 'samsung' },
  is_stock: true,
  credit: null,
});

/** The element with this `data-test`, once it is there. */
const found = (test: string): Promise<HTMLElement> =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
    expect(element).not.toBeNull();

    return element as HTMLElement;
  });
const query = (test: string) => document.querySelector<HTMLElement>(`[data-test="${test}"]`);

const answer = (products: ProductCard[], status = 200) =>
  new Response(JSON.stringify({ products }), { status, headers: { 'Content-Type': 'application/json' } });

describe('recently viewed products', () => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    answer([card(2, 'Televizor LG'), card(3, 'Laptop HP')]),
  );
  const request = vi.fn(async () => ({ status: 200, data: '{"products":[]}', headers: {} }));
  const client = http.getClient();

  beforeEach(() => {
    mockDarkModeMedia(false);
    fetchMock.mockClear();
    request.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    http.setClient({ request });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    http.setClient(client);
  });

  it('records the product a page shows with the same request that brings the row, and shows the others as cards', async () => {
    renderWithPage(<RecentlyViewed productId={7} />, { shared: { translations: ro } });

    const row = await found('recently-viewed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/vazute-recent?produs=7');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(row).toHaveTextContent('Ați vizualizat recent');
    expect(row.querySelectorAll('[data-test="product-card-name"]')).toHaveLength(2);
    expect(row).toHaveTextContent('Televizor LG');
  });

  it('asks in the page language and names no product on the home page', async () => {
    renderWithPage(<RecentlyViewed />, { shared: { translations: ru, locale: 'ru' } });

    expect(await found('recently-viewed')).toHaveTextContent('Вы недавно смотрели');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ru/vazute-recent');
    expect(query('recently-viewed-clear')).toHaveTextContent('Очистить историю');
  });

  it('shows nothing for an empty list or a failed request', async () => {
    fetchMock.mockResolvedValueOnce(answer([]));
    const { container, unmount } = renderWithPage(<RecentlyViewed productId={7} />, { shared: { translations: ro } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-test="recently-viewed"]')).toBeNull();
    unmount();

    fetchMock.mockResolvedValueOnce(answer([card(2, 'Televizor LG')], 429));
    const second = renderWithPage(<RecentlyViewed productId={7} />, { shared: { translations: ro } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.container.querySelector('[data-test="recently-viewed"]')).toBeNull();
  });

  it('clears the list through the shop client and says so', async () => {
    const toast = vi.spyOn(toastActions, 'show');
    renderWithPage(<RecentlyViewed productId={7} />, { shared: { translations: ro } });
    await userEvent.click(await found('recently-viewed-clear'));

    await waitFor(() => expect(query('recently-viewed')).toBeNull());
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'delete', url: '/vazute-recent' }));
    expect(toast).toHaveBeenCalledWith('Istoricul produselor vizualizate a fost șters.');
  });

  it('keeps the row and says in the shopper language when clearing fails', async () => {
    request.mockRejectedValueOnce(new Error('offline'));
    renderWithPage(<RecentlyViewed />, { shared: { translations: ru, locale: 'ru' } });
    await userEvent.click(await found('recently-viewed-clear'));

    expect(await found('recently-viewed-error')).toHaveTextContent('Не удалось очистить историю');
    expect(query('recently-viewed')).toHaveTextContent('Laptop HP');
  });
});
