import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderEditPanel } from '@/components/admin/order-entry/order-edit-panel';
import { captureVisits } from '@/test/capture-visits';
import { renderPage } from '@/test/render-page';
import { type EditOrderForm } from '@/types/order-entry';
import { type Locale } from '@/types/shared';

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const strings = (locale: Locale) => (locale === 'ro' ? ro : ru);

const editForm: EditOrderForm = {
  version: 2,
  zones: [{ value: 'chisinau', fee: 5_000, free_from: 100_000, dates: ['2026-11-30'] }],
  stores: [],
  intervals: ['13-18'],
  max_quantity: 10,
  payment_methods: ['cash'],
  can_lower_prices: false,
  paid_online: false,
  lines: [
    {
      id: 7,
      name: 'Telefon X',
      sku: 'PH-1',
      price: 300_000,
      list_price: 300_000,
      stock: 4,
      places: [],
      quantity: 1,
      kept: true,
    },
  ],
  current: {
    name: 'Ana Popa',
    phone: '+37360123456',
    email: '',
    delivery_method: 'courier',
    delivery_zone: 'chisinau',
    city: 'Chișinău',
    address: 'str. Ismail 1',
    delivery_date: '2026-11-30',
    delivery_interval: '13-18',
    store_id: '',
    payment_method: 'cash',
  },
};

function EditHost() {
  return <OrderEditPanel number="ES-2611-000042" status="new" />;
}

describe("correcting the recipient in an order's edit", () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());

  it.each(['ro', 'ru'] as const)(
    'starts from the order and sends the name, phone and e-mail typed (%s)',
    async (locale) => {
      vi.spyOn(axios, 'get').mockResolvedValue({ data: editForm });
      renderPage(EditHost, {
        component: 'admin/orders/show',
        url: '/admin/comenzi/ES-2611-000042',
        shared: { locale, translations: strings(locale) },
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_edit.open'] }));
      const dialog = await screen.findByRole('dialog');

      expect(within(dialog).getByLabelText(new RegExp(`^${strings(locale)['checkout.name']}`))).toHaveValue('Ana Popa');
      expect(within(dialog).getByLabelText(new RegExp(`^${strings(locale)['checkout.phone']}`))).toHaveValue(
        '+37360123456',
      );
      expect(field('email')).toHaveValue('');
      await user.clear(field('name'));
      await user.type(field('name'), 'Ana Rusu');
      await user.clear(field('phone'));
      await user.type(field('phone'), '069 11 22 33');
      await user.type(field('email'), 'ana.rusu@example.md');
      await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_edit.submit'] }));

      expect(visits).toHaveLength(1);
      expect(visits[0]!.data).toMatchObject({
        version: 2,
        name: 'Ana Rusu',
        phone: '069 11 22 33',
        email: 'ana.rusu@example.md',
        delivery_zone: 'chisinau',
      });
    },
  );
});
