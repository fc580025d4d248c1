import { describe, expect, it } from 'vitest';

import { rowDiffers, visibleSections } from '@/components/compare/compare-rows';
import { type CompareSection } from '@/types/compare';

const sections: CompareSection[] = [
  {
    name: 'Ecran',
    rows: [
      { code: 'screen_size', name: 'Diagonala', values: ['55"', '65"'] },
      { code: 'panel', name: 'Tip panou', values: ['LED', 'LED'] },
    ],
  },
  { name: 'Alimentare', rows: [{ code: 'energy_class', name: 'Clasa energetică', values: ['B', 'B'] }] },
  { name: 'Sunet', rows: [{ code: 'power', name: 'Putere', values: ['20 W', null] }] },
];

describe('compare rows', () => {
  it('tells a differing spec from a shared one, a missing value counting as different', () => {
    expect(rowDiffers({ code: 'a', name: 'A', values: ['1', '2'] })).toBe(true);
    expect(rowDiffers({ code: 'a', name: 'A', values: ['1', '1'] })).toBe(false);
    expect(rowDiffers({ code: 'a', name: 'A', values: ['1', null] })).toBe(true);
  });

  it('shows everything unless only differences are wanted, then drops equal rows and emptied sections', () => {
    expect(visibleSections(sections, false)).toBe(sections);

    const differences = visibleSections(sections, true);

    expect(differences.map((section) => section.name)).toEqual(['Ecran', 'Sunet']);
    expect(differences[0]?.rows.map((row) => row.code)).toEqual(['screen_size']);
  });
});
