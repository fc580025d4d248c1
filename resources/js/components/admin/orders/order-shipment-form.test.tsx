import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import { OrderShipmentForm } from '@/components/admin/orders/order-shipment-form';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('a shipped order’s courier and tracking number', () => {
  it('shows the current ones and sends the corrected number', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <OrderShipmentForm
        number="ES-2026-000042"
        shipment={{
          courier: 'dhl',
          tracking_number: 'JD 1',
          couriers: [
            { value: 'own', label: 'Curierul magazinului' },
            { value: 'dhl', label: 'DHL' },
          ],
        }}
      />,
      { shared: { translations: ro } },
    );

    const number = screen.getByLabelText(ro['admin.orders.ship.tracking']);
    expect(number).toHaveValue('JD 1');
    await user.clear(number);
    await user.type(number, 'JD 2');
    await user.click(screen.getByRole('button', { name: ro['admin.orders.shipment.save'] }));
    expect(visits).toEqual([
      {
        method: 'put',
        url: '/admin/comenzi/ES-2026-000042/expediere',
        data: { courier: 'dhl', tracking_number: 'JD 2' },
      },
    ]);
  });
});
