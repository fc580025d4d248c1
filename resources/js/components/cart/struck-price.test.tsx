import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { CartLine } from '@/components/cart/cart-line';
import { CheckoutTotals } from '@/components/checkout/checkout-totals';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type CartLine as Line } from '@/types/cart';

const line = (oldPrice: number | null): Line => ({
  product: {
    id: 7,
    name: 'Televizor OLED 55',
    slug: 'televizor-oled-55',
    url: '/produs/televizor-oled-55',
    sku: 'TV-55',
    image: '/images/products/tv.svg',
    price: 900_000,
    old_price: oldPrice,
    discount_percent: oldPrice === null ? null : 10,
    brand: { name: 'LG', slug: 'lg' },
    is_stock: true,
    credit: null,
  },
  quantity: 2,
  max_quantity: 5,
  line_total: 1_800_000,
  discount: 0,
  warning: null,
  available: 5,
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => mockDarkModeMedia(false));

describe('the price before a promotion in the cart and at checkout', () => {
  it('strikes the old unit price through beside the one the cart charges, read out as the old price', () => {
    renderWithPage(
      <ul>
        <CartLine line={line(1_000_000)} />
      </ul>,
      { shared: { translations: ro } },
    );

    const struck = screen.getByText((_, element) => element?.tagName === 'S');
    expect(plain(struck.textContent)).toBe('Preț vechi: 10 000 lei');
    expect(plain(document.querySelector('[data-test="cart-line-price"]')?.textContent)).toBe(
      'Preț pe bucată: 9 000 lei',
    );
  });

  it('strikes the old line total through at checkout, in Russian too, and nothing without an old price', () => {
    const summary = {
      lines: [line(1_000_000)],
      count: 2,
      subtotal: 1_800_000,
      discount: 0,
      total: 1_800_000,
      free_delivery: false,
      promo: { code: null, refusal: null, applied: [] },
      credit: null,
    };
    const { unmount } = renderWithPage(<CheckoutTotals summary={summary} deliveryFee={0} />, {
      shared: { translations: ru, locale: 'ru' },
    });
    const row = screen.getByRole('listitem');
    expect(plain(row.querySelector('s')?.textContent)).toBe('Старая цена: 20 000 лей');
    expect(plain(row.textContent)).toContain('18 000 лей');
    unmount();

    renderWithPage(<CheckoutTotals summary={{ ...summary, lines: [line(null)] }} deliveryFee={0} />, {
      shared: { translations: ro },
    });
    expect(document.querySelector('[data-test="struck-price"]')).toBeNull();
  });
});
