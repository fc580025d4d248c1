import { describe, expect, it } from 'vitest';

import { pageHref, pageRange } from '@/components/ui/page-range';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageRange(1, 0)).toEqual([]);
  });

  it('puts gaps around the current page in a long range, keeping its length', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageRange(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const items = pageRange(page, pages);
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(items).toContain(page);
      }
    }
  });

  it('widens with more siblings and clamps an out-of-range page', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageRange(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('pageHref', () => {
  it('sets the page and keeps the filters, as the listings write their URLs', () => {
    expect(pageHref('/categorie-produs/telefoane?brand=apple,samsung&sort=price', 3)).toBe(
      '/categorie-produs/telefoane?brand=apple,samsung&sort=price&page=3',
    );
    expect(pageHref('/categorie-produs/telefoane?page=3&brand=lg', 4)).toBe(
      '/categorie-produs/telefoane?brand=lg&page=4',
    );
  });

  it('never writes page 1', () => {
    expect(pageHref('/blog?page=2', 1)).toBe('/blog');
    expect(pageHref('/blog?page=2&tag=tv', 1)).toBe('/blog?tag=tv');
  });
});
