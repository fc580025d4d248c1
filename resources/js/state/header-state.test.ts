import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { getHeaderState, headerActions, initialHeaderState, useHeaderState } from '@/state/header-state';
import { type ProductCard } from '@/types/catalog';

const product: ProductCard = {
  id: 1,
  name: 'Telefon',
  slug: 'telefon',
  url: '/produs/telefon',
  sku: 'T-1',
  image: '/images/products/smartphone.svg',
  price: 1_299_900,
  old_price: null,
  discount_percent: null,
  brand: { name: 'Brand', slug: 'brand' },
  is_stock: true,
  credit: null,
};

beforeEach(() => headerActions.reset());

describe('header state', () => {
  it('starts closed and empty', () => {
    expect(getHeaderState()).toEqual(initialHeaderState);
  });

  it('opens, toggles and closes the side menu', () => {
    headerActions.openHeader();
    expect(getHeaderState().headerShow).toBe(true);

    headerActions.toggleHeader();
    expect(getHeaderState().headerShow).toBe(false);

    headerActions.toggleHeader();
    expect(getHeaderState().headerShow).toBe(true);
  });

  it('clears the catalog and search flags when the side menu closes', () => {
    headerActions.openHeader();
    headerActions.toggleCatalog();
    headerActions.setSearchShow(true);

    headerActions.closeHeader();

    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: false, searchShow: false });
  });

  it('clears them when the burger toggles the menu shut too', () => {
    headerActions.openHeader();
    headerActions.toggleCatalog();
    headerActions.setSearchShow(true);

    headerActions.toggleHeader();

    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: false, searchShow: false });
  });

  it('toggles the catalog', () => {
    headerActions.toggleCatalog();
    expect(getHeaderState().catalogShow).toBe(true);
    headerActions.toggleCatalog();
    expect(getHeaderState().catalogShow).toBe(false);
  });

  it('swaps the side menu for the catalog', () => {
    headerActions.openHeader();
    headerActions.setSearchShow(true);

    headerActions.showCatalogInsteadOfHeader();

    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: true, searchShow: false });
  });

  it('keeps the lists and the pending language', () => {
    const store = {
      id: 1,
      slug: 's',
      name: 'S',
      city: 'C',
      address: 'A',
      phones: [],
      hours: [],
      latitude: 0,
      longitude: 0,
      sorted: 1,
    };
    headerActions.setNewProducts([product]);
    headerActions.setPopularProducts([product]);
    headerActions.setSalesProducts([product]);
    headerActions.setShops([store]);
    headerActions.setCareersList([{ id: 1, slug: 'vanzator', title: 'Vânzător' }]);
    headerActions.setPendingLocaleChange('ru');

    expect(getHeaderState()).toMatchObject({
      newProducts: [product],
      popularProducts: [product],
      salesProducts: [product],
      shops: [store],
      careersList: [{ id: 1, slug: 'vanzator', title: 'Vânzător' }],
      pendingLocaleChange: 'ru',
    });
  });

  it('re-renders a component when its slice changes, and not for other slices', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;

      return useHeaderState((state) => state.catalogShow);
    });
    expect(result.current).toBe(false);
    const before = renders;

    act(() => headerActions.setNewProducts([product]));
    expect(renders).toBe(before);

    act(() => headerActions.toggleCatalog());
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
  });

  it('does not notify when an action changes nothing', () => {
    const first = getHeaderState();
    headerActions.closeHeader();

    expect(getHeaderState()).toBe(first);
  });
});
