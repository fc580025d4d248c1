import { describe, expect, it } from 'vitest';

import { clearFilters, listingUrl, removeFilter, setRange, setToggle, toggleOption } from '@/lib/listing-query';

describe('listing query edits', () => {
  it('adds and removes options as a sorted comma list', () => {
    const one = toggleOption({}, 'brand', 'samsung');
    expect(one).toEqual({ brand: 'samsung' });
    const two = toggleOption(one, 'brand', 'lg');
    expect(two).toEqual({ brand: 'lg,samsung' });
    expect(toggleOption(two, 'brand', 'samsung')).toEqual({ brand: 'lg' });
    expect(toggleOption({ brand: 'lg' }, 'brand', 'lg')).toEqual({});
  });

  it('writes ranges with an optional side and drops empty ones', () => {
    expect(setRange({}, 'price', { min: 1000, max: 5000 })).toEqual({ price: '1000-5000' });
    expect(setRange({}, 'screen_size', { min: 40, max: null })).toEqual({ screen_size: '40-' });
    expect(setRange({ price: '1-2' }, 'price', { min: null, max: null })).toEqual({});
  });

  it('toggles, removes chips and clears all but the search query', () => {
    expect(setToggle({}, 'stock', true)).toEqual({ stock: '1' });
    expect(setToggle({ stock: '1' }, 'stock', false)).toEqual({});
    expect(removeFilter({ brand: 'lg,sony', price: '1-9' }, 'brand', 'lg')).toEqual({ brand: 'sony', price: '1-9' });
    expect(removeFilter({ brand: 'lg', price: '1-9' }, 'price', null)).toEqual({ brand: 'lg' });
    expect(clearFilters({ q: 'tv', brand: 'lg', stock: '1' })).toEqual({ q: 'tv' });
  });

  it('builds URLs without the default sort and page 1, with readable commas', () => {
    const path = '/categorie-produs/televizoare';
    expect(listingUrl(path, {}, 'popular', 'popular')).toBe(path);
    expect(listingUrl(path, { brand: 'lg,samsung' }, 'price-asc', 'popular', 2)).toBe(
      `${path}?brand=lg,samsung&sort=price-asc&page=2`,
    );
    expect(listingUrl('/cautare', { q: 'tv 4k' }, 'relevance', 'relevance')).toBe('/cautare?q=tv+4k');
  });
});
