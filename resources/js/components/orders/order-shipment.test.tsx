import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ShipmentFields } from '@/components/admin/orders/shipment-fields';
import { OrderShipment } from '@/components/orders/order-shipment';
import { renderWithPage } from '@/test/render-page';

describe("a shipped order's courier", () => {
  it('links the tracking number to the courier’s page for the customer, in Romanian', () => {
    renderWithPage(
      <OrderShipment shipment={{ courier: 'DHL', number: 'JD 01', url: 'https://track.example/JD%2001' }} />,
      {
        shared: { translations: ro },
      },
    );

    expect(screen.getByText(ro['orders.shipment.title'])).toBeInTheDocument();
    expect(screen.getByText('DHL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JD 01' })).toHaveAttribute('href', 'https://track.example/JD%2001');
  });

  it('shows the number alone without a tracking page, and nothing without a shipment, in Russian', () => {
    const { container } = renderWithPage(<OrderShipment shipment={{ courier: null, number: 'A-1', url: null }} />, {
      shared: { translations: ru, locale: 'ru' },
    });
    expect(screen.getByText(ru['orders.shipment.title'])).toBeInTheDocument();
    expect(screen.getByText('A-1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('[data-test="order-shipment"]')).toHaveLength(1);

    renderWithPage(<OrderShipment shipment={null} />, { shared: { translations: ru, locale: 'ru' } });
    expect(document.querySelectorAll('[data-test="order-shipment"]')).toHaveLength(1);
  });

  it('lets staff pick a courier and type a number, with the server refusal beside it', async () => {
    const onChange = vi.fn();
    renderWithPage(
      <ShipmentFields
        couriers={[{ value: 'dhl', label: 'DHL' }]}
        value={{ courier: '', tracking_number: '' }}
        onChange={onChange}
        errors={{ tracking_number: ro['admin.orders.ship.tracking_format'] }}
      />,
      { shared: { translations: ro } },
    );

    await userEvent.selectOptions(screen.getByLabelText(ro['admin.orders.ship.courier']), 'dhl');
    expect(onChange).toHaveBeenLastCalledWith({ courier: 'dhl', tracking_number: '' });
    await userEvent.type(screen.getByLabelText(ro['admin.orders.ship.tracking']), 'X');
    expect(onChange).toHaveBeenLastCalledWith({ courier: '', tracking_number: 'X' });
    expect(screen.getByText(ro['admin.orders.ship.tracking_format'])).toBeInTheDocument();
  });
});
