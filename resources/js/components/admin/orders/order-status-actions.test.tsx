import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderStatusActions } from '@/components/admin/orders/order-status-actions';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type OrderMove } from '@/types/admin-orders';

const order = { number: 'ES-2611-000042', version: 3 };

describe('order status actions', () => {
  const visits = captureVisits();

  it('offers exactly the moves the server sent, and sends the move with the version shown', async () => {
    const moves: OrderMove[] = [
      { status: 'packed', label: 'Ambalată', final: false },
      { status: 'cancelled', label: 'Anulează comanda', final: true },
    ];
    renderWithPage(<OrderStatusActions order={order} moves={moves} />, { shared: { translations: ro } });

    const buttons = screen.getAllByRole('button').map((button) => button.getAttribute('data-test'));
    expect(buttons).toEqual(['move-packed', 'move-cancelled']);
    expect(document.querySelector('[data-test="move-confirmed"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ambalată' }));
    expect(visits).toEqual([
      { method: 'put', url: '/admin/comenzi/ES-2611-000042/stare', data: { status: 'packed', version: 3, reason: '' } },
    ]);
  });

  it('says so when there is nothing this person may do', () => {
    renderWithPage(<OrderStatusActions order={order} moves={[]} />, { shared: { translations: ru } });

    expect(screen.getByText(ru['admin.orders.moves.none'])).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks for a reason before cancelling and sends it', async () => {
    renderWithPage(
      <OrderStatusActions order={order} moves={[{ status: 'cancelled', label: 'Anulează comanda', final: true }]} />,
      {
        shared: { translations: ro },
      },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Anulează comanda' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Anulați comanda ES-2611-000042?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulează comanda' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Scrieți motivul anulării.');
    expect(visits).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Motivul anulării/ }), 'Clientul a renunțat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulează comanda' }));
    expect(visits).toEqual([
      {
        method: 'put',
        url: '/admin/comenzi/ES-2611-000042/stare',
        data: { status: 'cancelled', version: 3, reason: 'Clientul a renunțat' },
      },
    ]);
  });

  it.each([
    ['ro', ro, 'Mutați comanda ES-2611-000042 în starea „Expediată”?'],
    ['ru', ru, 'Перевести заказ ES-2611-000042 в статус «Отправлен»?'],
  ] as const)(
    'asks before a final move and sends it only once confirmed (%s)',
    async (_locale, translations, title) => {
      const moves: OrderMove[] = [
        { status: 'shipped', label: translations['admin.orders.moves.shipped'], final: true },
        { status: 'cancelled', label: translations['admin.orders.moves.cancelled'], final: true },
      ];
      renderWithPage(<OrderStatusActions order={order} moves={moves} />, { shared: { translations } });

      await userEvent.click(screen.getByRole('button', { name: translations['admin.orders.moves.shipped'] }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(title);
      expect(dialog.textContent).toContain(translations['admin.orders.confirm_move.text']);
      expect(visits).toEqual([]);

      await userEvent.click(
        within(dialog).getByRole('button', { name: translations['admin.orders.confirm_move.keep'] }),
      );
      expect(visits).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: translations['admin.orders.moves.shipped'] }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: translations['admin.orders.moves.shipped'],
        }),
      );
      expect(visits).toEqual([
        {
          method: 'put',
          url: '/admin/comenzi/ES-2611-000042/stare',
          data: { status: 'shipped', version: 3, reason: '' },
        },
      ]);
    },
  );
});
