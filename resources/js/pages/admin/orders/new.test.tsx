import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import AdminNewOrderPage from '@/pages/admin/orders/new';
import { captureVisits } from '@/test/capture-visits';
import { renderPage } from '@/test/render-page';

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

function host(canLowerPrices: boolean) {
  return function NewHost() {
    return (
      <AdminNewOrderPage
        zones={[{ value: 'chisinau', fee: 5_000, free_from: 100_000, dates: ['2026-11-30'] }]}
        stores={[{ value: 3, label: 'Magazinul Centru' }]}
        intervals={['13-18']}
        max_quantity={10}
        locales={['ro', 'ru']}
        idempotency_key="0f0e2f1c-7c55-4d3e-9a43-1c1d6a2b9e10"
        can_lower_prices={canLowerPrices}
      />
    );
  };
}

async function addPhone(canLowerPrices: boolean) {
  vi.spyOn(axios, 'get').mockResolvedValue({
    data: { products: [{ id: 7, name: 'Telefon X', sku: 'PH-1', price: 300_000, stock: 4, places: [] }] },
  });
  renderPage(host(canLowerPrices), {
    component: 'admin/orders/new',
    url: '/admin/comenzi/noua',
    shared: { locale: 'ro', translations: ro },
  });
  const user = userEvent.setup();
  await user.type(field('entry_product_search')!, 'telefon');
  await user.click(await screen.findByRole('button', { name: ro['admin.calls.form.product_add'] }));

  return user;
}

describe('a unit price on a new order', () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());

  it('asks a reason for a price under the list price and sends the price in bani', async () => {
    const user = await addPhone(true);

    expect(field('price_reason')).toBeNull();
    await user.clear(field('lines.0.unit_price')!);
    await user.type(field('lines.0.unit_price')!, '2750');
    await user.type(field('price_reason')!, 'Exemplar din vitrină');
    await user.click(screen.getByRole('button', { name: ro['admin.order_entry.submit'] }));

    expect(visits[0]!.data).toMatchObject({
      lines: [{ product_id: 7, quantity: 1, unit_price: 275_000 }],
      price_reason: 'Exemplar din vitrină',
    });
  });

  it('shows no price field to a role that may not lower prices and sends none', async () => {
    const user = await addPhone(false);

    expect(field('lines.0.unit_price')).toBeNull();
    await user.click(screen.getByRole('button', { name: ro['admin.order_entry.submit'] }));

    expect(visits[0]!.data).toMatchObject({ lines: [{ product_id: 7, quantity: 1, unit_price: null }] });
  });
});
