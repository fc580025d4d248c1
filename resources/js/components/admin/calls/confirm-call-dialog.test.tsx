import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { CallCard } from '@/components/admin/calls/call-card';
import { answerVisits } from '@/test/answer-visits';
import { captureVisits } from '@/test/capture-visits';
import { renderPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';
import { type DeliveryZoneOption, type OpenCall, type StoreOption } from '@/types/admin-orders';
import { type Locale } from '@/types/shared';

const call: OpenCall = {
  number: 'ES-2611-000042',
  kind: 'one_click',
  version: 0,
  placed_at: '2026-11-29T09:00:00+02:00',
  phone: '+37369123456',
  phone_display: '069 12 34 56',
  name: null,
  product: 'Telefon X',
  quantity: 1,
  more_lines: 0,
  lines: [{ product_id: 7, name: 'Telefon X', sku: 'PH-1', price: 300_000, quantity: 1, stock: 4 }],
  total: 300_000,
  held_until: '2026-11-29T11:00:00+02:00',
  minutes_left: 100,
};
const zones: DeliveryZoneOption[] = [
  { value: 'chisinau', fee: 5_000, free_from: 100_000, dates: ['2026-11-30', '2026-12-01', '2026-12-02'] },
  {
    value: 'country',
    fee: 15_000,
    free_from: 500_000,
    dates: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
  },
];
const stores: StoreOption[] = [{ value: 3, label: 'Magazinul Centru' }];
const intervals = ['09-13', '13-18', '18-21'];

// One page component for every test: Inertia's router keeps the component resolver of the first render, so a page
// answered after a visit must be the same component for the dialog's state to survive it.
let shown: OpenCall = call;
function CallsHost() {
  return <CallCard call={shown} stores={stores} zones={zones} intervals={intervals} maxQuantity={10} canHandle />;
}

function renderCard(locale: Locale = 'ro', theCall: OpenCall = call) {
  shown = theCall;
  renderPage(CallsHost, {
    component: 'admin/calls/index',
    url: '/admin/apeluri',
    shared: { locale, translations: locale === 'ro' ? ro : ru },
  });
}

async function open(locale: Locale = 'ro', theCall: OpenCall = call) {
  renderCard(locale, theCall);
  const user = userEvent.setup();
  await user.click(
    screen.getByRole('button', { name: locale === 'ro' ? ro['admin.calls.confirm'] : ru['admin.calls.confirm'] }),
  );

  return { user, dialog: await screen.findByRole('dialog') };
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

describe('confirming a one-click order by phone', () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['ro', 'Chișinău'],
    ['ru', 'Кишинёв'],
  ] as const)(
    'opens as the checkout does: Chișinău with its town, its first day and interval (%s)',
    async (locale, town) => {
      await open(locale);

      expect(field('delivery_zone')).toHaveValue('chisinau');
      expect(field('city')).toHaveValue(town);
      expect(field('delivery_date')).toHaveValue('2026-11-30');
      expect(Array.from((field('delivery_date') as HTMLSelectElement).options).map((option) => option.value)).toEqual([
        '',
        ...zones[0]!.dates,
      ]);
      expect(field('delivery_interval')).toHaveValue('09-13');
      expect(screen.getByRole('option', { name: '13:00 – 18:00' })).toBeInTheDocument();
    },
  );

  it('keeps a typed town, and moves a day the new zone does not offer to its first one', async () => {
    const { user } = await open();

    await user.clear(field('city'));
    await user.type(field('city'), 'Bălți');
    await user.selectOptions(field('delivery_zone'), 'country');
    expect(field('delivery_date')).toHaveValue('2026-12-01');
    await user.selectOptions(field('delivery_date'), '2026-12-04');
    await user.selectOptions(field('delivery_zone'), 'chisinau');
    expect(field('city')).toHaveValue('Bălți');
    expect(field('delivery_date')).toHaveValue('2026-11-30');
  });

  it('sends the day, the interval, the changed lines and the call note, never a price', async () => {
    const get = vi.spyOn(axios, 'get').mockResolvedValue({
      data: { products: [{ id: 9, name: 'Husă Telefon X', sku: 'CASE-9', price: 20_000, stock: 3 }] },
    });
    const { user, dialog } = await open();

    await user.type(field('name'), 'Ana Rusu');
    await user.type(field('address'), 'str. Ismail 1');
    await user.selectOptions(field('delivery_date'), '2026-12-01');
    await user.selectOptions(field('delivery_interval'), '18-21');
    await user.click(within(dialog).getByRole('button', { name: ro['cart.increase'] }));
    await user.click(within(dialog).getByRole('button', { name: ro['cart.increase'] }));
    await user.type(field('call_product_search'), 'husă');
    await user.click(await screen.findByRole('button', { name: /Adaugă/ }));
    expect(get).toHaveBeenCalledWith('/admin/apeluri/produse', expect.objectContaining({ params: { q: 'husă' } }));
    expect(within(dialog).getAllByText(/În stoc: 3/).length).toBeGreaterThan(0);
    // 3 phones and a case: 9 200 lei.
    expect(screen.getByText(/Produsele: 9\s200/)).toBeInTheDocument();
    await user.type(field('call_note'), 'Vrea factură');
    await user.click(screen.getByRole('button', { name: ro['admin.calls.form.submit'] }));

    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ method: 'post', url: '/admin/apeluri/ES-2611-000042/confirmare' });
    expect(visits[0]!.data).toEqual({
      version: 0,
      name: 'Ana Rusu',
      lines: [
        { product_id: 7, quantity: 3 },
        { product_id: 9, quantity: 1 },
      ],
      delivery_method: 'courier',
      delivery_zone: 'chisinau',
      city: 'Chișinău',
      address: 'str. Ismail 1',
      delivery_date: '2026-12-01',
      delivery_interval: '18-21',
      store_id: '',
      payment_method: 'cash',
      call_note: 'Vrea factură',
    });
  });

  it('removes a line, and leaves out a product the shop no longer has, saying so', async () => {
    const gone = { product_id: null, name: 'Încărcător vechi', sku: 'OLD-1', price: 10_000, quantity: 1, stock: 0 };
    const { user, dialog } = await open('ro', { ...call, lines: [...call.lines, gone] });

    expect(screen.getByText('Încărcător vechi nu mai este în vânzare și iese din comandă.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Scoate Telefon X din comandă' }));
    await user.click(screen.getByRole('button', { name: ro['admin.calls.form.submit'] }));

    expect(visits[0]!.data).toMatchObject({ lines: [] });
  });
});

describe('a confirmation the server refused', () => {
  let answer: { locale: Locale; errors: Record<string, string> } = { locale: 'ro', errors: {} };
  answerVisits(() => ({
    component: 'admin/calls/index',
    url: '/admin/apeluri',
    props: sharedProps({
      locale: answer.locale,
      translations: answer.locale === 'ro' ? ro : ru,
      errors: answer.errors,
    }),
  }));

  it.each([
    ['ro', 'Comanda nu a fost confirmată: verificați câmpurile marcate.'],
    ['ru', 'Заказ не подтверждён: проверьте отмеченные поля.'],
  ] as const)(
    'shows each error beside its field and a summary, the focus on the first (%s)',
    async (locale, summary) => {
      answer = {
        locale,
        errors: { delivery_date: 'Ziua', 'lines.0.quantity': 'Cantitatea', lines: 'Nu sunt suficiente bucăți' },
      };
      const { user } = await open(locale);
      await user.click(screen.getByRole('button', { name: (locale === 'ro' ? ro : ru)['admin.calls.form.submit'] }));

      expect(await screen.findByText(summary)).toBeInTheDocument();
      expect(screen.getByText('Ziua')).toBeInTheDocument();
      expect(field('delivery_date')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Cantitatea')).toBeInTheDocument();
      expect(screen.getByText('Nu sunt suficiente bucăți')).toBeInTheDocument();
      await waitFor(() => expect(field('delivery_date')).toHaveFocus());
    },
    20_000,
  );
});
