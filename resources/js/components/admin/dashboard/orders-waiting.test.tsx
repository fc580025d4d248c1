import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrdersWaiting } from '@/components/admin/dashboard/orders-waiting';
import { renderWithPage } from '@/test/render-page';
import { type WaitingCount } from '@/types/dashboard';

const waiting: WaitingCount[] = [
  { status: 'new', count: 4 },
  { status: 'confirmed', count: 2 },
  { status: 'packed', count: 0 },
  { status: 'shipped', count: 1 },
  { status: 'ready_for_pickup', count: 3 },
];

describe('OrdersWaiting', () => {
  it('links each count to the order list filtered by its state', () => {
    renderWithPage(<OrdersWaiting waiting={waiting} />, { shared: { translations: ro } });

    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Nouă4', '/admin/comenzi?status=new'],
      ['Confirmată2', '/admin/comenzi?status=confirmed'],
      ['Ambalată0', '/admin/comenzi?status=packed'],
      ['Expediată1', '/admin/comenzi?status=shipped'],
      ['Gata de ridicare3', '/admin/comenzi?status=ready_for_pickup'],
    ]);
    expect(screen.getByText('În total: 10')).toBeTruthy();
  });

  it('keeps the same address for a staff member working in Russian (admin paths have no language)', () => {
    renderWithPage(<OrdersWaiting waiting={waiting} />, { shared: { translations: ru, locale: 'ru' } });

    const first = screen.getAllByRole('link')[0];
    expect(first?.textContent).toBe(`${ru['orders.status.new']}4`);
    expect(first?.getAttribute('href')).toBe('/admin/comenzi?status=new');
  });
});
