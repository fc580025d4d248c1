import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderHold } from '@/components/admin/orders/order-hold';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type OrderDetail } from '@/types/admin-orders';

const order = { number: 'ES-2611-000042', version: 3, held_until: '2026-12-01 14:05' } as OrderDetail;

describe('an unconfirmed order’s hold', () => {
  const visits = captureVisits();

  it('says until when the units are kept and keeps them longer with the version shown', async () => {
    renderWithPage(<OrderHold order={order} hold={{ can_extend: true, extend_hours: 24 }} />, {
      shared: { translations: ro },
    });

    expect(screen.getByText(/Produsele sunt rezervate până la 01\.12\.2026, 14:05\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Păstrează încă 24 h' }));
    expect(visits).toEqual([{ method: 'post', url: '/admin/comenzi/ES-2611-000042/rezervare', data: { version: 3 } }]);
  });

  it('shows the end without the button to staff who may not move the order, in Russian too', () => {
    renderWithPage(<OrderHold order={order} hold={{ can_extend: false, extend_hours: 24 }} />, {
      shared: { translations: ru, locale: 'ru' },
    });

    expect(screen.getByText(/Товары зарезервированы до 01\.12\.2026, 14:05\./)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows nothing once the order is confirmed', () => {
    renderWithPage(<OrderHold order={{ ...order, held_until: null }} hold={{ can_extend: true, extend_hours: 24 }} />, {
      shared: { translations: ro },
    });

    expect(document.querySelector('[data-test="order-hold"]')).toBeNull();
  });
});
