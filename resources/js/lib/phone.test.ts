import { describe, expect, it } from 'vitest';

import { formatPhone } from '@/lib/phone';

describe('formatPhone', () => {
  it('shows a Chișinău landline the local way', () => {
    expect(formatPhone('+37322782222')).toBe('022 78 22 22');
  });

  it('shows mobiles as 0xx xx xx xx', () => {
    expect(formatPhone('+37360782223')).toBe('060 78 22 23');
    expect(formatPhone('+37379123456')).toBe('079 12 34 56');
  });

  it('groups every Moldovan number the same way, Transnistria included', () => {
    expect(formatPhone('+37353312345')).toBe('053 31 23 45');
  });

  it('reads a stored number written with spaces', () => {
    expect(formatPhone('+373 60 782 223')).toBe('060 78 22 23');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('060 78 22 23')).toBe('060 78 22 23');
    expect(formatPhone('+40212345678')).toBe('+40212345678');
    expect(formatPhone('12345')).toBe('12345');
  });
});
