import { useSyncExternalStore } from 'react';

import { type CareerSummary, type ProductCard, type StoreSummary } from '@/types/catalog';
import { type Locale } from '@/types/shared';

/** The header's state: side menu, catalog and search flags and the lists the header widgets show. */
export type HeaderState = {
  /** The side menu is open. */
  headerShow: boolean;
  /** Where the side menu opens: its first screen (the burger) or the catalogue in it (the phone's bottom bar). */
  sideMenuAt: 'menu' | 'catalog';
  catalogShow: boolean;
  searchShow: boolean;
  newProducts: ProductCard[];
  popularProducts: ProductCard[];
  salesProducts: ProductCard[];
  shops: StoreSummary[];
  careersList: CareerSummary[];
  /** The language a switch was started to, until the new page arrives. */
  pendingLocaleChange: Locale | null;
};

export const initialHeaderState: HeaderState = {
  headerShow: false,
  sideMenuAt: 'menu',
  catalogShow: false,
  searchShow: false,
  newProducts: [],
  popularProducts: [],
  salesProducts: [],
  shops: [],
  careersList: [],
  pendingLocaleChange: null,
};

let state: HeaderState = initialHeaderState;
const listeners = new Set<() => void>();

function update(patch: Partial<HeaderState>): void {
  const changed = (Object.keys(patch) as Array<keyof HeaderState>).some((key) => patch[key] !== state[key]);
  if (!changed) {
    return;
  }
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

// Closing the side menu also clears the catalog and search flags, so nothing it opened stays open behind it.
const closed = { headerShow: false, sideMenuAt: 'menu', catalogShow: false, searchShow: false } as const;

export const headerActions = {
  openHeader: (): void => update({ headerShow: true }),
  closeHeader: (): void => update(closed),
  toggleHeader: (): void => update(state.headerShow ? closed : { headerShow: true, sideMenuAt: 'menu' }),
  /** The phone's catalogue: the side menu, opened at the catalogue's first level. */
  openCatalogInSideMenu: (): void => update({ headerShow: true, sideMenuAt: 'catalog' }),
  toggleCatalog: (): void => update({ catalogShow: !state.catalogShow }),
  setCatalogShow: (catalogShow: boolean): void => update({ catalogShow }),
  /** The side menu's Catalog button on a desktop-wide window: the side menu makes way for the mega-menu. */
  showCatalogInsteadOfHeader: (): void => update({ headerShow: false, searchShow: false, catalogShow: true }),
  setSearchShow: (searchShow: boolean): void => update({ searchShow }),
  setNewProducts: (newProducts: ProductCard[]): void => update({ newProducts }),
  setPopularProducts: (popularProducts: ProductCard[]): void => update({ popularProducts }),
  setSalesProducts: (salesProducts: ProductCard[]): void => update({ salesProducts }),
  setShops: (shops: StoreSummary[]): void => update({ shops }),
  setCareersList: (careersList: CareerSummary[]): void => update({ careersList }),
  setPendingLocaleChange: (pendingLocaleChange: Locale | null): void => update({ pendingLocaleChange }),
  /** Back to the initial state (tests, and a future sign-out). */
  reset: (): void => update(initialHeaderState),
};

export function getHeaderState(): HeaderState {
  return state;
}

export function subscribeToHeader(listener: () => void): () => void {
  listeners.add(listener);

  return () => {
    listeners.delete(listener);
  };
}

/**
 * Reads a slice of the header state; the component re-renders only when that slice changes. Select single values or
 * existing objects (not new objects each call), as useSyncExternalStore compares snapshots by identity.
 */
export function useHeaderState<T>(selector: (state: HeaderState) => T): T {
  return useSyncExternalStore(
    subscribeToHeader,
    () => selector(state),
    () => selector(initialHeaderState),
  );
}
