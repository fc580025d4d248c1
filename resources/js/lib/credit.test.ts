import { describe, expect, it } from 'vitest';

import cases from '../../../tests/fixtures/credit-cases.json';
import { monthlyPayment, quote } from '@/lib/credit';

describe('credit calculator', () => {
  it.each(cases)('agrees with the server: $name', (example) => {
    const terms = {
      months: example.months,
      monthlyFeeBp: example.monthly_fee_bp,
      annualRateBp: example.annual_rate_bp,
    };

    expect(quote(example.amount, terms)).toEqual(example.expected);
  });

  it('gives the market examples: 850,19 lei, 287 lei and 80 lei a month', () => {
    expect(monthlyPayment(1_296_900, { months: 18, monthlyFeeBp: 100, annualRateBp: 0 })).toBe(85_019);
    expect(quote(599_900, { months: 36, monthlyFeeBp: 200, annualRateBp: 0 }).monthly_payment).toBe(28_700);
    expect(quote(79_900, { months: 10, monthlyFeeBp: 1, annualRateBp: 0 }).monthly_payment).toBe(8_000);
  });

  it('costs nothing extra at 0% and a nominal 12% a year is 12,68% effective', () => {
    expect(quote(600_000, { months: 12, monthlyFeeBp: 0, annualRateBp: 0 })).toMatchObject({
      total: 600_000,
      overpayment: 0,
      effective_annual_rate_bp: 0,
    });
    expect(quote(1_000_000, { months: 12, monthlyFeeBp: 0, annualRateBp: 1200 }).effective_annual_rate_bp).toBe(1268);
  });
});
