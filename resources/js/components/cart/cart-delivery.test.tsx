import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { CartDelivery } from '@/components/cart/cart-delivery';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type CartDeliveryZone } from '@/types/cart';

const NBSP = '\u00a0';

/** A cart of 800 lei: Chișinău's courier is free from 1 000 lei, the country's from 5 000 lei. */
const zones: CartDeliveryZone[] = [
  { code: 'chisinau', fee: 5_000, free_from: 100_000, price: 5_000, remaining: 20_000 },
  { code: 'country', fee: 15_000, free_from: 500_000, price: 15_000, remaining: 420_000 },
];

const text = (test: string) => document.querySelector(`[data-test="${test}"]`)?.textContent;

beforeEach(() => mockDarkModeMedia(false));

describe('cart delivery', () => {
  it('gives each zone its fee and what is left until its courier is free, in Romanian', () => {
    renderWithPage(<CartDelivery zones={zones} />, { shared: { translations: ro } });

    expect(screen.getByRole('heading', { level: 3, name: 'Livrare' })).toBeInTheDocument();
    expect(text('cart-delivery-chisinau')).toBe(`Chișinău50${NBSP}leiÎncă 200${NBSP}lei până la livrarea gratuită`);
    expect(text('cart-delivery-country')).toBe(
      `Alte localități din Moldova150${NBSP}leiÎncă 4${NBSP}200${NBSP}lei până la livrarea gratuită`,
    );
    expect(text('cart-delivery-pickup')).toBe('Ridicare din magazinGratuit');
  });

  it('says the courier is free once the cart reaches a zone threshold, in Russian', () => {
    renderWithPage(
      <CartDelivery
        zones={[
          { code: 'chisinau', fee: 5_000, free_from: 100_000, price: 0, remaining: 0 },
          { code: 'suburbs', fee: 10_000, free_from: 300_000, price: 10_000, remaining: 150_000 },
        ]}
      />,
      { shared: { locale: 'ru', translations: ru } },
    );

    expect(text('cart-delivery-chisinau')).toBe('КишинёвБесплатноБесплатная доставка');
    expect(text('cart-delivery-suburbs')).toBe(
      `Пригороды Кишинёва100${NBSP}лейБесплатная доставка при заказе ещё на 1${NBSP}500${NBSP}лей`,
    );
    expect(text('cart-delivery-pickup')).toBe('Самовывоз из магазинаБесплатно');
  });
});
