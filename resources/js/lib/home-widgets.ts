import type * as api from '@/lib/api';
import { headerActions, getHeaderState } from '@/state/header-state';
import { type ProductCard, type StoreSummary } from '@/types/catalog';
import { type Locale } from '@/types/shared';

// The home-page widgets' calls and rules. A failed list call is logged and the list stays as it was.

// The API client (and axios under it) loads with the first call, after the page is shown, not with the page's scripts.
const get: typeof api.get = async (url, options) => (await import('@/lib/api')).get(url, options);

export const NEW_PRODUCTS_LIMIT = 10;

export const inStock = (products: ProductCard[]) => products.filter((product) => product.is_stock);

export function newProductsForSlider(products: ProductCard[]): ProductCard[] {
  return inStock(products).slice(0, NEW_PRODUCTS_LIMIT);
}

export function sortStores(stores: StoreSummary[]): StoreSummary[] {
  return [...stores].sort((a, b) => a.sorted - b.sorted);
}

async function logged(what: string, call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    console.error(`Could not load ${what}`, error);
  }
}

export function loadNewProducts(lang: Locale): Promise<void> {
  return logged('new products', async () => {
    const { data } = await get<{ data: ProductCard[] }>('/main/slider-new_products/', { params: { lang } });
    headerActions.setNewProducts(newProductsForSlider(data));
  });
}

/** Fetched only while the list is empty, unless a refresh is forced. */
export function loadPopularProducts(lang: Locale, force = false): Promise<void> {
  if (!force && getHeaderState().popularProducts.length > 0) return Promise.resolve();

  return logged('popular products', async () => {
    const { data } = await get<{ data: ProductCard[] }>('/main/slides-popular-product/', { params: { lang } });
    headerActions.setPopularProducts(data);
  });
}

export function loadSalesProducts(lang: Locale): Promise<void> {
  return logged('discounted products', async () => {
    const { data } = await get<{ data: { products: { results: ProductCard[] } } }>('/shop/product/', {
      params: { type: 'discount', page_size: 10, lang },
    });
    headerActions.setSalesProducts(inStock(data.products.results));
  });
}

export function loadShops(lang: Locale): Promise<void> {
  return logged('stores', async () => {
    const { data } = await get<{ data: StoreSummary[] }>('/shop/get-stores/', { params: { lang } });
    headerActions.setShops(sortStores(data));
  });
}
