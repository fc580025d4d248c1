import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import CartPage from '@/pages/cart/show';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type CartDeliveryZone, type CartLine, type CartSummary } from '@/types/cart';
import { type Locale } from '@/types/shared';

const line = (id: number, slug: string, price: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  product: {
    id,
    name: `Produs ${id}`,
    slug,
    url: `/produs/${slug}`,
    sku: `SKU-${id}`,
    image: '/images/products/tv.svg',
    price,
    old_price: null,
    discount_percent: null,
    brand: { name: 'Samsung', slug: 'samsung' },
    is_stock: true,
    credit: null,
  },
  quantity,
  max_quantity: 5,
  line_total: price * quantity,
  discount: 0,
  warning: null,
  available: 5,
  ...extra,
});

const summary: CartSummary = {
  lines: [line(1, 'tv-samsung', 1_299_900, 2), line(2, 'casti', 49_900, 1, { warning: 'limited', available: 1 })],
  count: 3,
  subtotal: 2_649_700,
  discount: 0,
  total: 2_649_700,
  free_delivery: false,
  promo: { code: null, refusal: null, applied: [] },
  credit: { monthly: 110_500, months: 36, zero_percent: false, effective_annual_rate_bp: 4_740 },
};

const delivery: CartDeliveryZone[] = [
  { code: 'chisinau', fee: 5_000, free_from: 100_000, price: 0, remaining: 0 },
  { code: 'country', fee: 15_000, free_from: 5_000_000, price: 15_000, remaining: 2_350_300 },
];

function renderCart(data: CartSummary, locale: Locale = 'ro') {
  return renderPage(CartPage, {
    component: 'cart/show',
    shared: { locale, translations: locale === 'ro' ? ro : ru, cart: { count: data.count } },
    props: { breadcrumbs: [], summary: data, delivery },
  });
}

beforeEach(() => mockDarkModeMedia(false));

describe('cart page', () => {
  const visits = captureVisits();

  it('shows the lines, their totals, stock warnings, the total and the credit teaser from the server', () => {
    renderCart(summary);

    const first = document.querySelector<HTMLElement>('[data-test="cart-line-tv-samsung"]');
    expect(first).not.toBeNull();
    expect(first).toHaveTextContent('25 998 lei');
    expect(screen.getByLabelText('Cantitatea pentru Produs 1')).toHaveValue(2);
    expect(document.querySelector('[data-test="cart-line-casti"] [data-test="cart-line-warning"]')).toHaveTextContent(
      'În stoc sunt doar 1 buc.: cantitatea va fi redusă.',
    );
    expect(document.querySelector('[data-test="cart-total"]')).toHaveTextContent('26 497 lei');
    expect(document.querySelector('[data-test="cart-credit"]')).toHaveTextContent(
      'În rate: de la 1 105 lei/lună, 36 de luni, DAE 47,4%. Vezi programele de credit',
    );
  });

  it('changes a quantity and removes a line through the cart endpoints', async () => {
    renderCart(summary);
    const user = userEvent.setup();

    await user.click(
      within(document.querySelector<HTMLElement>('[data-test="cart-line-tv-samsung"]')!).getByRole('button', {
        name: 'Mărește cantitatea',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Elimină din coș: Produs 2' }));
    const input = screen.getByLabelText('Cantitatea pentru Produs 1');
    await user.clear(input);
    await user.type(input, '40{Enter}');

    expect(visits).toEqual([
      { method: 'patch', url: '/cos/produse/1', data: { quantity: 3 } },
      { method: 'delete', url: '/cos/produse/2', data: {} },
      { method: 'patch', url: '/cos/produse/1', data: { quantity: 5 } },
    ]);
  });

  it('says the cart is empty in Russian and leads back to the catalogue', () => {
    renderCart({ ...summary, lines: [], count: 0, subtotal: 0, total: 0, credit: null }, 'ru');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Корзина');
    expect(screen.getByText('Корзина пуста.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/ru/catalog');
  });
});
