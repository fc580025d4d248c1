import { describe, expect, it } from 'vitest';

import { brandLetter, groupBrandsByLetter, letterAnchor } from '@/components/brands/brand-letters';
import { type BrandSummary } from '@/types/brands';

function brand(name: string): BrandSummary {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  return { name, slug, url: `/branduri/${slug}`, products_count: 3 };
}

describe('brand letters', () => {
  it('files a brand under its first letter, without diacritics and whatever its case', () => {
    expect(brandLetter('Samsung')).toBe('S');
    expect(brandLetter('iRobot')).toBe('I');
    expect(brandLetter('Ștefan Electro')).toBe('S');
    expect(brandLetter('Électrolux')).toBe('E');
    expect(brandLetter('  LG')).toBe('L');
  });

  it('files digits and symbols under #', () => {
    expect(brandLetter('3M')).toBe('#');
    expect(brandLetter('+Plus')).toBe('#');
    expect(letterAnchor('#')).toBe('brands-other');
    expect(letterAnchor('A')).toBe('brands-A');
  });

  it('groups A–Z then #, keeping the order within a letter and leaving empty letters out', () => {
    const groups = groupBrandsByLetter([
      brand('3M'),
      brand('Acer'),
      brand('Apple'),
      brand('ASUS'),
      brand('iRobot'),
      brand('Samsung'),
      brand('Sony'),
      brand('Xiaomi'),
    ]);

    expect(groups.map((group) => group.letter)).toEqual(['A', 'I', 'S', 'X', '#']);
    expect(groups[0]?.brands.map((b) => b.name)).toEqual(['Acer', 'Apple', 'ASUS']);
    expect(groups[2]?.brands.map((b) => b.name)).toEqual(['Samsung', 'Sony']);
    expect(groups[4]?.brands.map((b) => b.name)).toEqual(['3M']);
  });

  it('has no groups without brands', () => {
    expect(groupBrandsByLetter([])).toEqual([]);
  });
});
