import { describe, expect, it } from 'vitest';

import ro from '../../../lang/ro.json';
import ru from '../../../lang/ru.json';
import { type Translate, translate } from '@/lib/i18n';
import { hoursRow, statusText } from '@/lib/opening-hours';

const tRo: Translate = (key, replacements) => translate(ro, key, replacements);
const tRu: Translate = (key, replacements) => translate(ru, key, replacements);

describe('opening hours texts', () => {
  it('says when an open shop closes', () => {
    const status = { open: true, closes_at: '19:00', opens_at: null, opens_day: null, opens_in_days: null };

    expect(statusText(tRo, status)).toBe('Deschis acum · se închide la 19:00');
    expect(statusText(tRu, status)).toBe('Открыто · закроется в 19:00');
  });

  it('says when a closed shop opens: later today, tomorrow or on a named day', () => {
    const base = { open: false, closes_at: null, opens_at: '09:00' } as const;

    expect(statusText(tRo, { ...base, opens_day: 3, opens_in_days: 0 })).toBe('Închis · se deschide azi la 09:00');
    expect(statusText(tRu, { ...base, opens_day: 4, opens_in_days: 1 })).toBe('Закрыто · откроется завтра в 09:00');
    expect(statusText(tRo, { ...base, opens_day: 1, opens_in_days: 2 })).toBe('Închis · se deschide luni la 09:00');
    expect(statusText(tRu, { ...base, opens_day: 2, opens_in_days: 3 })).toBe('Закрыто · откроется во вторник в 09:00');
  });

  it('says only "closed" for a shop with no hours', () => {
    const status = { open: false, closes_at: null, opens_at: null, opens_day: null, opens_in_days: null };

    expect(statusText(tRo, status)).toBe('Închis');
  });

  it('labels grouped days and days off', () => {
    expect(hoursRow(tRo, { from: 1, to: 5, hours: ['09:00', '19:00'] })).toEqual({
      days: 'Lu–Vi',
      hours: '09:00–19:00',
    });
    expect(hoursRow(tRu, { from: 7, to: 7, hours: null })).toEqual({ days: 'Вс', hours: 'выходной' });
  });
});
