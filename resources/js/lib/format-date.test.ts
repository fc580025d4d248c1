import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatInterval, formatLongDate, formatPeriod, shopYear } from '@/lib/format-date';
import { type Translate } from '@/lib/i18n';

// Browsers put narrow or thin no-break spaces into some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const t: Translate = (key, replace) => `${key}: ${String(replace?.date)}`;

describe('formatDate', () => {
  it('writes a day with dots in both languages', () => {
    expect(formatDate('2026-11-03', 'ro')).toBe('03.11.2026');
    expect(formatDate('2026-11-03', 'ru')).toBe('03.11.2026');
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon', 'ro')).toBe('soon');
  });
});

describe('formatInterval', () => {
  it('writes a stored courier interval with hours and minutes and an en dash', () => {
    expect(formatInterval('09-13')).toBe('09:00 – 13:00');
    expect(formatInterval('13-18')).toBe('13:00 – 18:00');
    expect(formatInterval('9-13')).toBe('09:00 – 13:00');
  });

  it('gives back what is not an interval', () => {
    expect(formatInterval('dimineața')).toBe('dimineața');
  });
});

describe('formatLongDate', () => {
  it('writes the month in words in the language', () => {
    expect(plain(formatLongDate('2026-11-12', 'ro'))).toBe('12 noiembrie 2026');
    expect(plain(formatLongDate('2026-11-12', 'ru'))).toBe('12 ноября 2026 г.');
  });

  it('keeps the first and last day of a month whatever the time zone', () => {
    expect(plain(formatLongDate('2026-01-01', 'ro'))).toBe('1 ianuarie 2026');
    expect(plain(formatLongDate('2026-12-31', 'ro'))).toBe('31 decembrie 2026');
  });
});

describe('formatDateTime', () => {
  it('writes the day and the shop-clock time as sent', () => {
    expect(plain(formatDateTime('2026-11-23 14:05', 'ro'))).toBe('23.11.2026, 14:05');
    expect(plain(formatDateTime('2026-11-23 00:05', 'ru'))).toBe('23.11.2026, 00:05');
  });

  it('gives back what is not a date', () => {
    expect(formatDateTime('', 'ro')).toBe('');
  });
});

describe('formatPeriod', () => {
  it('writes a range the way the language does', () => {
    expect(plain(formatPeriod('2026-11-01', '2026-11-30', 'ro', t))).toBe('1–30 noiembrie 2026');
    expect(plain(formatPeriod('2026-10-20', '2026-11-30', 'ru', t))).toBe('20 октября – 30 ноября 2026 г.');
  });

  it('has plain spaces only, as Node and the browsers do not agree on the others', () => {
    for (const text of [
      formatPeriod('2026-11-23', '2026-12-02', 'ro', t),
      formatPeriod('2026-10-20', '2026-11-30', 'ru', t),
      formatDateTime('2026-11-23 14:05', 'ru'),
      formatLongDate('2026-11-23', 'ru'),
    ]) {
      expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
    }
    expect(formatPeriod('2026-11-23', '2026-12-02', 'ro', t)).toBe('23 noiembrie – 2 decembrie 2026');
    expect(formatPeriod('2026-11-23', '2026-12-02', 'ru', t)).toBe('23 ноября – 2 декабря 2026 г.');
  });

  it('says from when for an open end', () => {
    expect(plain(formatPeriod('2026-11-01', null, 'ro', t))).toBe('promotions.period_from: 1 noiembrie 2026');
  });
});

describe('shopYear', () => {
  it('is the year in Chișinău, whatever the device’s time zone', () => {
    expect(shopYear(new Date('2026-06-15T12:00:00Z'))).toBe(2026);
    // 23:30 UTC on New Year's Eve is already 01:30 on 1 January in Chișinău (UTC+2).
    expect(shopYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(shopYear(new Date('2026-12-31T21:30:00Z'))).toBe(2026);
  });
});
