import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiClient } from '@/lib/api';
import { loadNewProducts, loadPopularProducts, loadSalesProducts, loadShops } from '@/lib/home-widgets';
import { getHeaderState, headerActions } from '@/state/header-state';
import { type ProductCard, type StoreSummary } from '@/types/catalog';

const requests: InternalAxiosRequestConfig[] = [];
let answer: (url: string) => { status: number; data: unknown } = () => ({ status: 200, data: { data: [] } });

const adapter: AxiosAdapter = async (config) => {
  requests.push(config);
  const { status, data } = answer(config.url ?? '');
  const response = { status, data, statusText: '', headers: {}, config, request: {} };
  if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  return response;
};

const original = apiClient.defaults.adapter;

beforeEach(() => {
  requests.length = 0;
  headerActions.reset();
  apiClient.defaults.adapter = adapter;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

const product = (id: number, is_stock: boolean): ProductCard => ({
  id,
  name: `P${id}`,
  slug: `p${id}`,
  url: `/produs/p${id}`,
  sku: `S${id}`,
  image: '/x.svg',
  price: 100,
  old_price: null,
  discount_percent: null,
  brand: { name: 'B', slug: 'b' },
  is_stock,
  credit: null,
});

describe('home widgets', () => {
  it('keeps only in-stock new products, at most the first 10', async () => {
    const list = Array.from({ length: 14 }, (_, i) => product(i + 1, i !== 2));
    answer = () => ({ status: 200, data: { data: list } });

    await loadNewProducts('ru');

    expect(requests[0]?.url).toBe('/main/slider-new_products/');
    expect(requests[0]?.params).toEqual({ lang: 'ru' });
    expect(getHeaderState().newProducts.map((p) => p.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('fetches popular products only while the list is empty, unless forced', async () => {
    answer = () => ({ status: 200, data: { data: [product(1, true)] } });
    await loadPopularProducts('ro');
    await loadPopularProducts('ro');
    expect(requests).toHaveLength(1);

    await loadPopularProducts('ro', true);
    expect(requests).toHaveLength(2);
  });

  it('reads discounted products from data.products.results and keeps the in-stock ones', async () => {
    answer = () => ({ status: 200, data: { data: { products: { results: [product(1, false), product(2, true)] } } } });

    await loadSalesProducts('ro');

    expect(requests[0]?.params).toEqual({ type: 'discount', page_size: 10, lang: 'ro' });
    expect(getHeaderState().salesProducts.map((p) => p.id)).toEqual([2]);
  });

  it('sorts stores by `sorted`', async () => {
    const store = (id: number, sorted: number) => ({ id, sorted }) as StoreSummary;
    answer = () => ({ status: 200, data: { data: [store(1, 30), store(2, 10), store(3, 20)] } });

    await loadShops('ro');

    expect(getHeaderState().shops.map((s) => s.id)).toEqual([2, 3, 1]);
  });

  it('keeps the lists as they were when a call fails, and only logs', async () => {
    headerActions.setNewProducts([product(7, true)]);
    answer = () => ({ status: 500, data: {} });

    await expect(loadNewProducts('ro')).resolves.toBeUndefined();
    await expect(loadShops('ro')).resolves.toBeUndefined();

    expect(getHeaderState().newProducts.map((p) => p.id)).toEqual([7]);
    expect(console.error).toHaveBeenCalled();
  });
});
