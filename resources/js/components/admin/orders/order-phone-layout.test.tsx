import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderFiltersForm } from '@/components/admin/orders/order-filters-form';
import { OrderLines } from '@/components/admin/orders/order-lines';
import { renderWithPage } from '@/test/render-page';
import { type OrderDetail } from '@/types/admin-orders';

const order = {
  lines: [
    {
      name: 'Televizor Volta 55"',
      sku: 'TV-55',
      unit_price: 9_999_00,
      quantity: 2,
      line_total: 19_998_00,
      discount: 0,
      reserved_at: 'Depozit central × 2',
    },
    {
      name: 'Suport perete',
      sku: 'SUP-1',
      unit_price: 300_00,
      quantity: 1,
      line_total: 300_00,
      discount: 0,
      reserved_at: null,
    },
  ],
  subtotal: 20_298_00,
  discount_total: 0,
  promos: [],
  delivery_fee: 0,
  total: 20_298_00,
} as unknown as OrderDetail;

describe('order pages on a phone', () => {
  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('gives each line a card with its quantity, reserved place and total (%s)', (_locale, translations) => {
    renderWithPage(<OrderLines order={order} />, { shared: { translations } });

    const cards = Array.from(document.querySelectorAll('[data-test="order-line-card"]'));
    expect(cards).toHaveLength(2);
    const part = (card: Element, name: string) =>
      card.querySelector(`[data-test="${name}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(cards[0]?.textContent).toContain('Televizor Volta 55"');
    expect(part(cards[0]!, 'line-sku')).toBe('TV-55');
    expect(part(cards[0]!, 'line-quantity')).toMatch(/^2 × 9 999 (lei|лей)$/);
    expect(part(cards[0]!, 'line-reserved-at')).toBe('Depozit central × 2');
    expect(part(cards[0]!, 'line-total')).toMatch(/^19 998 (lei|лей)$/);
    expect(part(cards[1]!, 'line-reserved-at')).toBe(translations['admin.orders.show.not_reserved']);
    // The table is there too, for a tablet and up (the cards are hidden there, the table on a phone).
    expect(document.querySelector('[data-test="order-lines-table"]')?.closest('.hidden')).not.toBeNull();
    expect(document.querySelector('[data-test="order-line-cards"]')?.closest('.sm\\:hidden')).not.toBeNull();
  });

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('folds the filters behind a button that says how many are in use (%s)', async (_locale, translations) => {
    renderWithPage(<OrderFiltersForm filters={{ q: 'ES-26', payment: 'cash', status: 'new' }} stores={[]} />, {
      shared: { translations },
    });

    const toggle = screen.getByRole('button', { name: `${translations['admin.orders.filters.toggle']} (2)` });
    const form = screen.getByRole('search');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(form.className.split(' ')).toContain('hidden');
    expect(form.className.split(' ')).toContain('sm:grid');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.className.split(' ')).not.toContain('hidden');
  });
});
