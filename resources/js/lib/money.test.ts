import { describe, expect, it } from 'vitest';

import { formatNumber, formatPrice } from '@/lib/money';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('groups digits with non-breaking spaces and writes a decimal comma', () => {
    expect(formatNumber(200000)).toBe('200\u00a0000');
    expect(formatNumber(1.7)).toBe('1,7');
    expect(formatNumber(12499.9)).toBe('12\u00a0499,9');
    expect(formatNumber(-1500)).toBe('-1\u00a0500');
    expect(formatNumber(0)).toBe('0');
  });
});

describe('formatPrice', () => {
  it('shows whole lei with non-breaking spaces, in Romanian and Russian', () => {
    expect(formatPrice(1_299_900, 'ro')).toBe(`12${NBSP}999${NBSP}lei`);
    expect(formatPrice(1_299_900, 'ru')).toBe(`12${NBSP}999${NBSP}лей`);
  });

  it('never uses an ordinary space, so a price cannot wrap', () => {
    expect(formatPrice(123_456_789_00, 'ro')).not.toContain(' ');
    expect(formatPrice(123_456_789_00, 'ro')).toBe(`123${NBSP}456${NBSP}789${NBSP}lei`);
  });

  it('groups only numbers of four digits and more', () => {
    expect(formatPrice(0, 'ro')).toBe(`0${NBSP}lei`);
    expect(formatPrice(99_900, 'ro')).toBe(`999${NBSP}lei`);
    expect(formatPrice(100_000, 'ru')).toBe(`1${NBSP}000${NBSP}лей`);
    expect(formatPrice(100_000_000, 'ro')).toBe(`1${NBSP}000${NBSP}000${NBSP}lei`);
  });

  it('rounds half a leu and more up, less down', () => {
    expect(formatPrice(1_049, 'ro')).toBe(`10${NBSP}lei`);
    expect(formatPrice(1_050, 'ro')).toBe(`11${NBSP}lei`);
    expect(formatPrice(99_950, 'ro')).toBe(`1${NBSP}000${NBSP}lei`);
    expect(formatPrice(49, 'ro')).toBe(`0${NBSP}lei`);
  });

  it('rounds negative amounts (discounts) symmetrically', () => {
    expect(formatPrice(-150_000, 'ro')).toBe(`-1${NBSP}500${NBSP}lei`);
    expect(formatPrice(-150_050, 'ro')).toBe(`-1${NBSP}501${NBSP}lei`);
    expect(formatPrice(-149, 'ro')).toBe(`-1${NBSP}lei`);
    expect(formatPrice(-49, 'ro')).toBe(`0${NBSP}lei`);
  });
});
