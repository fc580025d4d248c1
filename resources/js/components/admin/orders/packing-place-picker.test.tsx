import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderStatusActions } from '@/components/admin/orders/order-status-actions';
import { PackingPlacePicker } from '@/components/admin/orders/packing-place-picker';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type OrderMove, type PackingPlace } from '@/types/admin-orders';

const order = { number: 'ES-2611-000042', version: 1 };
const moves: OrderMove[] = [
  { status: 'packed', label: 'Ambalată', final: false },
  { status: 'cancelled', label: 'Anulează comanda', final: true },
];
const places: PackingPlace[] = [
  { id: 9, name: 'Depozit central', kind: 'warehouse', units: 3, needed: 3, reserved: true },
  { id: 1, name: 'Centru', kind: 'store', units: 3, needed: 3, reserved: false },
  { id: 2, name: 'Botanica', kind: 'store', units: 1, needed: 3, reserved: false },
];

const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /Ambalați din|Упаковать из/ });

describe('packing place picker', () => {
  const visits = captureVisits();

  it('lists every place with its units, starts at the reserved one and cannot pick a short one', () => {
    renderWithPage(<OrderStatusActions order={order} moves={moves} places={places} />, {
      shared: { translations: ro },
    });

    const options = Array.from(picker().options).map((option) => [option.value, option.text, option.disabled]);
    expect(options).toEqual([
      ['9', 'Depozit central · 3 din 3 buc. · rezervate aici', false],
      ['1', 'Centru · 3 din 3 buc.', false],
      ['2', 'Botanica · 1 din 3 buc.', true],
    ]);
    expect(picker().value).toBe('9');
  });

  it('sends the place picked with the packing move, and no place with any other move', async () => {
    renderWithPage(<OrderStatusActions order={order} moves={moves} places={places} />, {
      shared: { translations: ro },
    });

    await userEvent.selectOptions(picker(), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Ambalată' }));
    expect(visits).toEqual([
      {
        method: 'put',
        url: '/admin/comenzi/ES-2611-000042/stare',
        data: { status: 'packed', version: 1, reason: '', place_id: 1 },
      },
    ]);
  });

  it('keeps the units where they are when they are spread over several places', async () => {
    const spread = places.map((place) => ({ ...place, reserved: false }));
    renderWithPage(<OrderStatusActions order={order} moves={moves} places={spread} />, {
      shared: { translations: ru },
    });

    expect(picker().value).toBe('');
    expect(picker().options[0]?.text).toBe(ru['admin.orders.pack.where_reserved']);
    await userEvent.click(screen.getByRole('button', { name: 'Ambalată' }));
    expect(visits[0]?.data).toEqual({ status: 'packed', version: 1, reason: '', place_id: null });
  });

  it('is not offered when packing is not a move, or the order holds no units', () => {
    const { unmount } = renderWithPage(
      <OrderStatusActions
        order={order}
        moves={[{ status: 'shipped', label: 'Expediată', final: true }]}
        places={places}
      />,
      { shared: { translations: ro } },
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();

    renderWithPage(<OrderStatusActions order={order} moves={moves} places={[]} />, { shared: { translations: ro } });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the refusal of a short place beside itself', () => {
    const refusal = 'Nu sunt destule bucăți la „Centru” pentru: Televizor. Alegeți alt loc sau actualizați stocul.';
    renderWithPage(<PackingPlacePicker places={places} value="1" onChange={() => undefined} error={refusal} />, {
      shared: { translations: ro },
    });

    // Beside the select (tablet and up) and the radios (phone): one of them is shown.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([refusal, refusal]);
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it('gives a phone one radio per place with its whole label, a short place not pickable', async () => {
    const picked: string[] = [];
    renderWithPage(<PackingPlacePicker places={places} value="" onChange={(value) => picked.push(value)} />, {
      shared: { translations: ru },
    });

    const radios = within(document.querySelector('[data-test="pack-place-radios"]') as HTMLElement).getAllByRole(
      'radio',
    );
    expect(radios.map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).disabled])).toEqual(
      Array.from(picker().options).map((option) => [option.text, option.disabled]),
    );
    await userEvent.click(
      radios.find((radio) => !(radio as HTMLInputElement).disabled && !(radio as HTMLInputElement).checked)!,
    );
    expect(picked).toHaveLength(1);
  });
});
