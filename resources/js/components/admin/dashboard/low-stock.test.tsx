import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { LowStock } from '@/components/admin/dashboard/low-stock';
import { renderWithPage } from '@/test/render-page';
import { type LowStock as LowStockProps } from '@/types/dashboard';

// One product with a reorder level of its own above the default, one at the default, one sold out.
const lowStock: LowStockProps = {
  threshold: 3,
  total: 3,
  products: [
    { id: 7, name: 'Televizor Volta 55', sku: 'TV-55', stock: 12, level: 15, waiting: 0, url: '/produs/tv-55' },
    { id: 8, name: 'Cablu HDMI', sku: 'HDMI-2', stock: 2, level: 3, waiting: 0, url: '/produs/hdmi-2' },
    { id: 9, name: 'Căști Nord', sku: 'CN-1', stock: 0, level: 3, waiting: 4, url: '/produs/cn-1' },
  ],
};

/** The element with the given `data-test` mark. */
function mark(test: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
  expect(element).not.toBeNull();

  return element!;
}

function row(id: number): HTMLElement {
  return mark(`low-stock-${id}`).closest('tr')!;
}

/** A product's level, read inside its own row. */
function level(id: number): HTMLElement {
  const element = row(id).querySelector<HTMLElement>(`[data-test="low-stock-level-${id}"]`);
  expect(element).not.toBeNull();

  return element!;
}

describe('LowStock', () => {
  it("shows each product's reorder level beside its units, its own or the default, in Romanian", () => {
    renderWithPage(<LowStock lowStock={lowStock} />, { shared: { translations: ro } });

    expect(within(row(7)).getByText('12 buc.')).toBeInTheDocument();
    expect(level(7)).toHaveTextContent(/^nivel 15$/);
    expect(level(8)).toHaveTextContent(/^nivel 3$/);
    expect(within(row(9)).getByText(ro['admin.dashboard.low_stock.sold_out'])).toBeInTheDocument();
    expect(level(9)).toHaveTextContent(/^nivel 3$/);
    expect(mark('low-stock-total')).toHaveTextContent('implicit 3 buc.');
  });

  it('speaks Russian', () => {
    renderWithPage(<LowStock lowStock={lowStock} />, { shared: { translations: ru, locale: 'ru' } });

    expect(within(row(7)).getByText('12 шт.')).toBeInTheDocument();
    expect(level(7)).toHaveTextContent(/^уровень 15$/);
    expect(level(8)).toHaveTextContent(/^уровень 3$/);
  });
});
