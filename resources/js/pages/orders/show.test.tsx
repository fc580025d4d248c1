import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import OrderPage from '@/pages/orders/show';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type Order } from '@/types/checkout';
import { type AuthUser, type Locale } from '@/types/shared';

const order: Order = {
  number: 'ES-2026-000042',
  kind: 'checkout',
  status: 'new',
  status_label: 'Nouă',
  placed_at: '2026-11-24 14:05',
  version: 0,
  status_hint: 'Am primit comanda.',
  timeline: [
    { status: 'placed', label: 'Comanda a fost plasată', at: '2026-11-24 14:05', reason: null, by_you: false },
  ],
  cancel_url: '/comanda/ES-2026-000042/anulare',
  again_url: null,
  contact: { name: 'Ana Popescu', phone: '+37360123456', email: null },
  delivery: {
    method: 'courier',
    zone: 'chisinau',
    city: 'Chișinău',
    address: 'str. Albișoara 4',
    date: '2026-11-25',
    interval: '13-18',
    store: null,
  },
  pickup: null,
  payment: { method: 'cash', company_name: null, company_idno: null, credit_months: null, credit_monthly: null },
  comment: null,
  lines: [
    {
      name: 'Televizor',
      sku: 'TV-1',
      url: '/produs/tv',
      unit_price: 80_000,
      quantity: 1,
      line_total: 80_000,
      discount: 0,
    },
  ],
  subtotal: 80_000,
  discount_total: 0,
  promos: [],
  delivery_fee: 0,
  total: 80_000,
};

function renderOrder(locale: Locale, user: AuthUser | null = null, flash: Record<string, unknown> = {}) {
  const prefix = locale === 'ro' ? '' : '/ru';

  return renderPage(OrderPage, {
    component: 'orders/show',
    url: `${prefix}/comanda/${order.number}`,
    shared: { locale, translations: locale === 'ro' ? ro : ru, auth: { user } },
    props: { breadcrumbs: [], order, afterSale: null },
    flash,
  });
}

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

beforeEach(() => mockDarkModeMedia(false));

describe('order confirmation page', () => {
  it.each([
    ['ro', '', 'miercuri, 25 noiembrie, 13:00 – 18:00', 'Continuați cumpărăturile', 'Urmăriți comanda'],
    ['ru', '/ru', 'среда, 25 ноября, 13:00 – 18:00', 'Продолжить покупки', 'Следить за заказом'],
  ] as const)(
    'writes the day, time and phone in the shopper’s language and offers a guest the next steps (%s)',
    (locale, prefix, slot, continueLabel, trackLabel) => {
      renderOrder(locale);

      expect(byTest('order-delivery-slot')).toHaveTextContent(slot);
      expect(screen.getAllByText(/24\.11\.2026, 14:05/)[0]).toBeInTheDocument();
      expect(within(byTest('order-contact')!).getByText('060 12 34 56')).toBeInTheDocument();

      const next = within(byTest('order-next')!);
      expect(next.getByRole('link', { name: continueLabel })).toHaveAttribute('href', prefix === '' ? '/' : '/ru');
      expect(next.getByRole('link', { name: trackLabel })).toHaveAttribute('href', `${prefix}/comanda/${order.number}`);
      expect(byTest('order-next-register')).toHaveAttribute('href', `${prefix}/inregistrare?order=${order.number}`);
    },
  );

  it('sends a signed-in shopper to the order history and offers no new account', () => {
    renderOrder('ru', { id: 1, name: 'Ana', email: 'ana@example.md', appearance: null, role: null });

    expect(within(byTest('order-next')!).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/ru/cont/comenzi',
    );
    expect(byTest('order-next-register')).toBeNull();
  });

  it('thanks the shopper only on the page the checkout led to, as the outcome the focus goes to', () => {
    renderOrder('ro', null, { orderPlaced: { number: order.number } });

    const thanks = byTest('order-thanks')!;
    expect(thanks).toHaveTextContent(ro['orders.thanks']);
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveAttribute('data-arrival');
    expect(thanks).toHaveAttribute('tabindex', '-1');
  });

  it.each(['ro', 'ru'] as const)('opened again later, a new order thanks no more (%s)', (locale) => {
    renderOrder(locale, { id: 1, name: 'Ana', email: 'ana@example.md', appearance: null, role: null });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(order.number);
    expect(byTest('order-thanks')).toBeNull();
  });
});
