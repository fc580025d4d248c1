import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { baniOf, placesText } from '@/components/admin/order-entry/entry-lines';
import { OrderEditPanel } from '@/components/admin/order-entry/order-edit-panel';
import { translate } from '@/lib/i18n';
import AdminNewOrderPage from '@/pages/admin/orders/new';
import { captureVisits } from '@/test/capture-visits';
import { renderPage } from '@/test/render-page';
import { type EditOrderForm } from '@/types/order-entry';
import { type Locale } from '@/types/shared';

const zones = [{ value: 'chisinau', fee: 5_000, free_from: 100_000, dates: ['2026-11-30', '2026-12-01'] }];
const stores = [{ value: 3, label: 'Magazinul Centru' }];
const intervals = ['09-13', '13-18'];
const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const strings = (locale: Locale) => (locale === 'ro' ? ro : ru);

const editForm: EditOrderForm = {
  version: 4,
  zones,
  stores,
  intervals,
  max_quantity: 10,
  payment_methods: ['cash', 'card', 'transfer'],
  can_lower_prices: true,
  paid_online: false,
  lines: [
    {
      id: 7,
      name: 'Telefon X',
      sku: 'PH-1',
      price: 300_000,
      list_price: 300_000,
      stock: 4,
      places: [{ name: 'Depozit', units: 4 }],
      quantity: 1,
      kept: true,
    },
  ],
  current: {
    name: 'Ana Popa',
    phone: '+37360123456',
    email: 'ana@example.md',
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
  return <OrderEditPanel number="ES-2611-000042" status="confirmed" />;
}

describe('the lines of an order taken or edited by hand', () => {
  it('reads lei as bani and says where the units are', () => {
    expect([baniOf('1 299,50'), baniOf('12.5'), baniOf('12,345'), baniOf('abc'), baniOf('')]).toEqual([
      129_950,
      1_250,
      null,
      null,
      null,
    ]);
    const t = (key: string, replacements?: Record<string, string | number>) => translate(ro, key, replacements);
    expect(
      placesText(
        5,
        [
          { name: 'Centru', units: 2 },
          { name: 'Depozit', units: 3 },
        ],
        t as never,
      ),
    ).toBe('În stoc: 5 · Centru 2, Depozit 3');
    expect(placesText(0, [], t as never)).toBe('În stoc: 0');
  });
});

describe('changing an order before it ships', () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());

  async function openEdit(locale: Locale = 'ro', form: EditOrderForm = editForm) {
    const get = vi.spyOn(axios, 'get').mockResolvedValue({ data: form });
    renderPage(EditHost, {
      component: 'admin/orders/show',
      url: '/admin/comenzi/ES-2611-000042',
      shared: { locale, translations: strings(locale) },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_edit.open'] }));

    return { user, get, dialog: await screen.findByRole('dialog') };
  }

  it.each(['ro', 'ru'] as const)(
    'reads the form when opened and sends the version it was read at (%s)',
    async (locale) => {
      const { user, get, dialog } = await openEdit(locale);

      expect(get).toHaveBeenCalledWith('/admin/comenzi/ES-2611-000042/editare', expect.anything());
      expect(within(dialog).getByText(/PH-1 · /)).toHaveTextContent(
        `${translate(strings(locale), 'admin.order_entry.lines.stock', { count: 4 })} · Depozit 4`,
      );
      expect(field('address')).toHaveValue('str. Ismail 1');
      await user.click(within(dialog).getByRole('button', { name: strings(locale)['cart.increase'] }));
      await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_edit.submit'] }));

      expect(visits).toHaveLength(1);
      expect(visits[0]).toMatchObject({ method: 'put', url: '/admin/comenzi/ES-2611-000042/editare' });
      expect(visits[0]!.data).toMatchObject({
        version: 4,
        lines: [{ product_id: 7, quantity: 2, unit_price: null }],
        delivery_zone: 'chisinau',
        delivery_date: '2026-11-30',
        delivery_interval: '13-18',
        payment_method: 'cash',
      });
    },
  );

  it('asks a reason for a price under the list price and sends the price in bani', async () => {
    const { user, dialog } = await openEdit();

    expect(field('price_reason')).toBeNull();
    const price = field('lines.0.unit_price');
    await user.clear(price);
    await user.type(price, '2750');
    expect(dialog.querySelector('[data-test="entry-line-below"]')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Sub prețul de listă (3 000 lei)',
    );
    await user.type(field('price_reason'), 'Exemplar din vitrină');
    await user.click(screen.getByRole('button', { name: ro['admin.order_edit.submit'] }));

    expect(visits[0]!.data).toMatchObject({
      lines: [{ product_id: 7, quantity: 1, unit_price: 275_000 }],
      price_reason: 'Exemplar din vitrină',
    });
  });

  it('shows no price field to a role that may not lower prices', async () => {
    await openEdit('ro', { ...editForm, can_lower_prices: false });

    expect(field('lines.0.unit_price')).toBeNull();
  });
});

describe('a new order taken by phone', () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());

  function NewHost() {
    return (
      <AdminNewOrderPage
        zones={zones}
        stores={stores}
        intervals={intervals}
        max_quantity={10}
        locales={['ro', 'ru']}
        idempotency_key="0f0e2f1c-7c55-4d3e-9a43-1c1d6a2b9e10"
        can_lower_prices={false}
      />
    );
  }

  it.each(['ro', 'ru'] as const)('fills the customer found, adds a product and sends one key (%s)', async (locale) => {
    vi.spyOn(axios, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data: url.includes('clienti')
          ? {
              customers: [
                {
                  key: 'p+37369123456',
                  account_id: null,
                  name: 'Ana Rusu',
                  phone: '+37369123456',
                  phone_display: '069 12 34 56',
                  email: 'ana@example.md',
                  orders: 2,
                  city: 'Chișinău',
                  address: 'str. Ismail 1',
                  delivery_zone: 'chisinau',
                },
              ],
            }
          : {
              products: [
                { id: 9, name: 'Husă', sku: 'CASE-9', price: 20_000, stock: 3, places: [{ name: 'Centru', units: 3 }] },
              ],
            },
      }),
    );
    renderPage(NewHost, {
      component: 'admin/orders/new',
      url: '/admin/comenzi/noua',
      shared: { locale, translations: strings(locale) },
    });
    const user = userEvent.setup();

    await user.type(field('customer_search'), '069 12');
    await user.click(await screen.findByRole('button', { name: strings(locale)['admin.order_entry.customer.choose'] }));
    expect(field('name')).toHaveValue('Ana Rusu');
    expect(field('address')).toHaveValue('str. Ismail 1');
    await user.type(field('entry_product_search'), 'husă');
    expect(await screen.findByText(/Centru 3/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: strings(locale)['admin.calls.form.product_add'] }));
    await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_entry.submit'] }));
    await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_entry.submit'] }));

    expect(visits.length).toBeGreaterThan(0);
    expect(new Set(visits.map((visit) => (visit.data as { idempotency_key: string }).idempotency_key))).toEqual(
      new Set(['0f0e2f1c-7c55-4d3e-9a43-1c1d6a2b9e10']),
    );
    expect(visits[0]).toMatchObject({ method: 'post', url: '/admin/comenzi/noua' });
    expect(visits[0]!.data).toMatchObject({
      channel: 'phone',
      name: 'Ana Rusu',
      phone: '+37369123456',
      email: 'ana@example.md',
      lines: [{ product_id: 9, quantity: 1 }],
      delivery_method: 'courier',
      delivery_zone: 'chisinau',
    });
  });
});
