import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderReturnsPanel } from '@/components/admin/returns/order-returns-panel';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type AdminAfterSale, type AdminReturn } from '@/types/returns';

const requested: AdminReturn = {
  id: 7,
  status: 'requested',
  status_label: 'Cerere trimisă',
  version: 0,
  created_at: '2026-11-28 10:00',
  reason: 'Are un defect',
  details: 'Nu pornește',
  handover: 'courier',
  address: 'str. Ismail 5',
  store: null,
  note: null,
  by_staff: false,
  lines: [{ id: 21, name: 'Televizor Volta', quantity: 2, received_quantity: null, condition: null, place: null }],
};

function afterSale(change: Partial<AdminAfterSale> = {}): AdminAfterSale {
  return {
    returns: [requested],
    claims: [],
    refunds: [],
    paid: 2_000_00,
    refunded: 0,
    refundable: 2_000_00,
    delivered_at: '2026-11-27 12:00',
    return_until: '2026-12-11 12:00',
    transfer_unpaid: false,
    lines: [{ id: 11, name: 'Televizor Volta' }],
    places: [
      { value: 1, label: 'Depozit central' },
      { value: 5, label: 'Magazinul Centru' },
    ],
    stores: [{ value: 5, label: 'Magazinul Centru' }],
    methods: [
      { value: 'cash', label: 'Numerar, în magazin' },
      { value: 'transfer', label: 'Transfer bancar' },
    ],
    card_payments: [],
    can: { decide: true, receive: true },
    ...change,
  };
}

describe('the admin order page’s returns panel', () => {
  const visits = captureVisits();

  it('lets a manager accept a requested return with the version shown, and asks a reason before refusing', async () => {
    renderWithPage(<OrderReturnsPanel number="ES-2611-000042" afterSale={afterSale()} />, {
      shared: { translations: ro, locale: 'ro' },
    });
    const card = document.querySelector<HTMLElement>('[data-test="admin-return-7"]')!;
    expect(card.textContent).toContain('Nu pornește');
    expect(card.textContent).toContain('str. Ismail 5');

    await userEvent.click(within(card).getByRole('button', { name: ro['returns.admin.accept'] }));
    expect(visits).toEqual([
      { method: 'put', url: '/admin/retururi/7/decizie', data: { decision: 'accept', version: 0, note: '' } },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: ro['returns.admin.refuse'] }));
    await userEvent.type(
      within(card).getByLabelText(new RegExp(ro['returns.admin.refuse_reason'].replace(/[()]/g, '.'))),
      'Folosit',
    );
    await userEvent.click(within(card).getByRole('button', { name: ro['returns.admin.refuse_confirm'] }));
    expect(visits[1]).toEqual({
      method: 'put',
      url: '/admin/retururi/7/decizie',
      data: { decision: 'refuse', version: 0, note: 'Folosit' },
    });
  });

  it('offers the warehouse the receipt of an accepted return, per line, and no decision or refund', async () => {
    renderWithPage(
      <OrderReturnsPanel
        number="ES-2611-000042"
        afterSale={afterSale({
          returns: [{ ...requested, status: 'accepted', version: 1 }],
          can: { decide: false, receive: true },
        })}
      />,
      { shared: { translations: ru, locale: 'ru' } },
    );
    expect(screen.queryByRole('button', { name: ru['returns.admin.accept'] })).toBeNull();
    expect(document.querySelector('[data-test="refund-form"]')).toBeNull();

    await userEvent.click(screen.getByLabelText(ru['returns.admin.damaged']));
    await userEvent.click(screen.getByRole('button', { name: ru['returns.admin.receive'] }));
    expect(visits).toEqual([
      {
        method: 'put',
        url: '/admin/retururi/7/primire',
        data: { version: 1, lines: { '21': { quantity: 2, condition: 'damaged', place_id: null } } },
      },
    ]);
  });

  it('sends a refund in bani with one key, the same key however often the form is sent', async () => {
    renderWithPage(
      <OrderReturnsPanel
        number="ES-2611-000042"
        afterSale={afterSale({ returns: [{ ...requested, status: 'received', version: 2 }] })}
      />,
      { shared: { translations: ro, locale: 'ro' } },
    );
    expect(document.querySelector('[data-test="refund-figures"]')?.textContent).toContain('2\u00a0000\u00a0lei');

    await userEvent.type(screen.getByLabelText(new RegExp(ro['refunds.admin.amount'])), '1 250,50');
    await userEvent.click(screen.getByRole('button', { name: ro['refunds.admin.submit'] }));
    await userEvent.click(screen.getByRole('button', { name: ro['refunds.admin.submit'] }));

    expect(visits).toHaveLength(2);
    const [first, second] = visits as { url: string; data: Record<string, unknown> }[];
    expect(first?.url).toBe('/admin/comenzi/ES-2611-000042/rambursari');
    expect(first?.data).toMatchObject({ method: 'cash', amount: 125_050, store_id: 5, return_id: 7, iban: null });
    expect(typeof first?.data.key).toBe('string');
    expect(second?.data.key).toBe(first?.data.key);
  });

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('sends a card refund from the payment chosen, the paid one by default (%s)', async (locale, words) => {
    renderWithPage(
      <OrderReturnsPanel
        number="ES-2611-000042"
        afterSale={afterSale({
          methods: [{ value: 'card', label: 'Card' }],
          card_payments: [
            { value: 31, label: 'maib · 510218******1124 · 2 000 lei' },
            { value: 32, label: 'maib · 410218******4242 · 500 lei' },
          ],
        })}
      />,
      { shared: { translations: words, locale } },
    );
    const payment = screen.getByLabelText(new RegExp(words['refunds.admin.payment']));
    expect((payment as HTMLSelectElement).value).toBe('31');

    await userEvent.type(screen.getByLabelText(new RegExp(words['refunds.admin.amount'])), '100');
    await userEvent.click(screen.getByRole('button', { name: words['refunds.admin.submit'] }));
    await userEvent.selectOptions(payment, '32');
    await userEvent.click(screen.getByRole('button', { name: words['refunds.admin.submit'] }));

    expect(visits.map((visit) => visit.data)).toMatchObject([
      { method: 'card', amount: 10_000, payment_id: 31, store_id: null },
      { method: 'card', amount: 10_000, payment_id: 32, store_id: null },
    ]);
  });
});
