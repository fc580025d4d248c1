import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderAfterSale } from '@/components/returns/order-after-sale';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type CustomerAfterSale } from '@/types/returns';

const withForm: CustomerAfterSale = {
  returns: [
    {
      id: 3,
      status: 'refused',
      status_label: 'Refuzat',
      created_at: '2026-11-28 10:00',
      reason: 'M-am răzgândit',
      handover: 'store',
      store: 'Magazinul Centru',
      address: null,
      note: 'Produsul a fost folosit',
      lines: [{ name: 'Televizor Volta', quantity: 1 }],
    },
  ],
  claims: [],
  return_form: {
    url: '/comanda/ES-2611-000042/retur',
    until: '2026-12-10 12:00',
    days: 14,
    lines: [
      { id: 11, name: 'Televizor Volta', bought: 2, free: 2 },
      { id: 12, name: 'Suport perete', bought: 1, free: 0 },
    ],
    reasons: [
      { value: 'changed_mind', label: 'M-am răzgândit' },
      { value: 'defective', label: 'Are un defect' },
    ],
    stores: [{ value: 5, label: 'Magazinul Centru, bd. Ștefan cel Mare 1' }],
  },
  claim_form: null,
  return_until: '2026-12-10 12:00',
};

describe('the order page’s returns and warranty', () => {
  const visits = captureVisits();

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)(
    'lists a return with its status and reason, and offers the form within the window (%s)',
    (locale, translations) => {
      renderWithPage(<OrderAfterSale afterSale={withForm} />, { shared: { translations, locale } });

      expect(screen.getByRole('heading', { name: translations['returns.ui.title'] })).toBeTruthy();
      const row = document.querySelector('[data-test="order-return"]');
      expect(row?.textContent).toContain(translations['returns.ui.number'].replace(':id', '3'));
      expect(row?.textContent).toContain('Refuzat');
      expect(row?.textContent).toContain('Produsul a fost folosit');
      expect(document.querySelector('[data-test="return-window"]')?.textContent).toContain('10.12.2026');
      expect(screen.getByRole('button', { name: translations['returns.ui.open'] })).toBeTruthy();
      // The form's code is not there until asked for.
      expect(document.querySelector('[data-test="return-form"]')).toBeNull();
    },
  );

  it('loads the form when asked, caps the units at what is free and posts the choice', async () => {
    renderWithPage(<OrderAfterSale afterSale={withForm} />, { shared: { translations: ro, locale: 'ro' } });
    await userEvent.click(screen.getByRole('button', { name: ro['returns.ui.open'] }));
    await screen.findByText(ro['returns.ui.form_title']);
    expect(screen.getByText(ro['returns.ui.handover_hint'])).toBeTruthy();

    const tv = screen.getByLabelText(/Televizor Volta/);
    await userEvent.clear(tv);
    await userEvent.type(tv, '5');
    expect((tv as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(/Suport perete/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(ro['returns.ui.reason'])), 'defective');
    await userEvent.click(screen.getByLabelText(ro['returns.ui.handover_store']));
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(ro['returns.ui.store'])), '5');
    await userEvent.click(screen.getByRole('button', { name: ro['returns.ui.submit'] }));

    expect(visits).toEqual([
      {
        method: 'post',
        url: '/comanda/ES-2611-000042/retur',
        data: {
          lines: { '11': 2, '12': 0 },
          reason: 'defective',
          details: '',
          handover: 'store',
          address: '',
          store_id: '5',
        },
      },
    ]);
  });

  it('after the window offers a warranty claim instead, and says when the return window closed', async () => {
    renderWithPage(
      <OrderAfterSale
        afterSale={{
          returns: [],
          claims: [
            {
              id: 4,
              status: 'at_service',
              status_label: 'La centrul de service',
              created_at: '2026-11-28 10:00',
              product: 'Televizor Volta',
              description: 'Ecranul pâlpâie',
              note: null,
            },
          ],
          return_form: null,
          claim_form: {
            url: '/comanda/ES-2611-000042/garantie',
            until: '2028-11-10 12:00',
            lines: [{ id: 11, name: 'Televizor Volta' }],
          },
          return_until: '2026-11-24 12:00',
        }}
      />,
      { shared: { translations: ru, locale: 'ru' } },
    );

    expect(document.querySelector('[data-test="order-claim"]')?.textContent).toContain('La centrul de service');
    expect(screen.queryByRole('button', { name: ru['returns.ui.open'] })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: ru['claims.ui.open'] }));
    await userEvent.type(await screen.findByLabelText(new RegExp(ru['claims.ui.description'])), 'Не включается');
    await userEvent.click(screen.getByRole('button', { name: ru['claims.ui.submit'] }));
    expect(visits).toEqual([
      {
        method: 'post',
        url: '/comanda/ES-2611-000042/garantie',
        data: { order_line_id: '11', description: 'Не включается' },
      },
    ]);
  });

  it('shows nothing for an order never delivered', () => {
    renderWithPage(<OrderAfterSale afterSale={null} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="order-after-sale"]')).toBeNull();
  });
});
