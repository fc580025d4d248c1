import * as library from 'qs-esm/lib/index.js';
import { describe, expect, it } from 'vitest';
import { route as ziggyRoute } from 'ziggy-js';

import { parse, stringify } from '@/lib/stand-ins/qs';

// What ziggy-js passes when it writes a URL's query string (node_modules/ziggy-js/dist/index.js).
const ZIGGY_OPTIONS = {
  addQueryPrefix: true,
  arrayFormat: 'indices',
  encodeValuesOnly: true,
  skipNulls: true,
  encoder: (value: unknown, encode: (value: unknown) => string) =>
    typeof value === 'boolean' ? Number(value) : encode(value),
} as const;
// qs-esm's types say an encoder returns a string; ziggy's returns a number for booleans, which qs-esm writes as is.
const LIBRARY_OPTIONS = ZIGGY_OPTIONS as unknown as Parameters<typeof library.stringify>[1];

const SHAPES: Array<Record<string, unknown>> = [
  {},
  { page: 2 },
  { q: 'frigider Samsung', sort: 'price-asc' },
  { q: 'чайник электрический', brand: ['bosch', 'tefal'] },
  { q: 'ăîșțâ ÄÖ ё', empty: '' },
  { special: "a&b=c?d#e/f+g%h!i'j(k)l*m~n.o_p-q", tab: 'x\ty\nz' },
  { emoji: '📱 telefon' },
  { skip: null, gone: undefined, kept: 0, no: false, yes: true },
  { filters: { brand: ['lg', 'samsung'], price: { min: 100, max: 2500 } }, page: 3 },
  { nested: { empty: [], none: {}, deep: { list: [{ a: 1 }, { b: [null, 'x'] }] } } },
  { 'key with space': 'v', 'a[b]': 'c' },
  { day: new Date(Date.UTC(2026, 10, 26, 22, 30)) },
];

describe('the qs-esm stand-in', () => {
  it.each(SHAPES.map((shape) => [JSON.stringify(shape) ?? '', shape] as const))(
    'writes what qs-esm writes for ziggy: %s',
    (_, shape) => {
      expect(stringify(shape, ZIGGY_OPTIONS)).toBe(library.stringify(shape, LIBRARY_OPTIONS));
    },
  );

  it('writes what qs-esm writes for random shapes', () => {
    let seed = 20261126;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const scalar = () => pick(['', 'a b', 'ș', 'ё', '&=?', 0, 7, -1.5, true, false, null, undefined, '%', '💡']);
    const value = (depth: number): unknown => {
      const kind = depth > 2 ? 0 : Math.floor(random() * 3);
      if (kind === 1) return Array.from({ length: Math.floor(random() * 3) }, () => value(depth + 1));
      if (kind === 2) return Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`k${i}`, value(depth + 1)]));
      return scalar();
    };
    for (let round = 0; round < 300; round += 1) {
      const shape = Object.fromEntries(
        Array.from({ length: 4 }, (_, i) => [pick(['q', 'page', 'f', 'x y']) + i, value(0)]),
      );
      expect(stringify(shape, ZIGGY_OPTIONS)).toBe(library.stringify(shape, LIBRARY_OPTIONS));
    }
  });

  it('reads a query string back as qs-esm does for flat, nested and listed keys', () => {
    for (const query of [
      '',
      '?a=1',
      'a=1&b=x%20y',
      'q=%C8%99ti&list[0]=a&list[1]=b',
      'f[brand][0]=lg&f[price][min]=1',
      'a=b+c',
      'flag',
    ]) {
      expect(parse(query)).toEqual(library.parse(query, { ignoreQueryPrefix: true }));
    }
  });

  it('is what ziggy-js uses to write a URL with parameters', () => {
    const config = {
      url: '',
      port: null,
      defaults: {},
      routes: { 'search.results': { uri: 'cautare', methods: ['GET' as const, 'HEAD' as const] } },
    };

    expect(ziggyRoute('search.results', { q: 'mașină de spălat', page: 2, brand: ['lg'] }, false, config)).toBe(
      '/cautare?q=ma%C8%99in%C4%83%20de%20sp%C4%83lat&page=2&brand[0]=lg',
    );
  });
});
