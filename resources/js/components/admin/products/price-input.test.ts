import { describe, expect, it } from 'vitest';

import { discountPercent, parseLei } from './price-input';

describe('parseLei', () => {
  it.each([
    ['12499', 1_249_900],
    ['12 499,90', 1_249_990],
    ['12\u00A0499,90', 1_249_990],
    ['12499.90', 1_249_990],
    ['12.499,90', 1_249_990],
    ['12,499.90', 1_249_990],
    ['12,5', 1250],
    ['12.49', 1249],
    ['12.499', 1_249_900],
    ['12,499', 1_249_900],
    ['0', 0],
  ])('reads %s as %d bani', (typed, bani) => {
    expect(parseLei(typed)).toBe(bani);
  });

  it.each(['', 'abc', '-5', '1.2.3', '12.499.90', '12,499,90', '999999999'])('refuses %s', (typed) => {
    expect(parseLei(typed)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('rounds the percentage off the old price and ignores a lower one', () => {
    expect(discountPercent(9_000_00, 12_000_00)).toBe(25);
    expect(discountPercent(9_000_00, 9_000_00)).toBe(0);
    expect(discountPercent(9_000_00, null)).toBe(0);
  });
});
