import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderPickup } from '@/components/orders/order-pickup';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type OrderPickup as Pickup } from '@/types/checkout';

const pickup: Pickup = {
  store: {
    name: 'Magazinul Centru',
    city: 'Chișinău',
    address: 'bd. Ștefan cel Mare 126',
    hours: ['Lu – Vi: 09:00 – 19:00', 'Sâ: 10:00 – 16:00', 'Du: zi liberă'],
  },
  ready: false,
  ready_at: '2026-12-02 15:00',
  held_until: '2026-12-05',
  hold: '3 zile',
};

const text = (test: string) => document.querySelector(`[data-test="${test}"]`)?.textContent;

beforeEach(() => mockDarkModeMedia(false));

describe('order pickup', () => {
  it('gives the store, its week, when the order will be ready and its last day, in Romanian', () => {
    renderWithPage(<OrderPickup pickup={pickup} />, { shared: { translations: ro } });

    expect(screen.getByRole('heading', { level: 2, name: 'Ridicare din magazin' })).toBeInTheDocument();
    expect(text('order-pickup')).toContain('Magazinul CentruChișinău, bd. Ștefan cel Mare 126');
    expect([...document.querySelectorAll('[data-test="order-pickup-hours"] li')].map((li) => li.textContent)).toEqual(
      pickup.store.hours,
    );
    expect(text('order-pickup-ready')).toBe('Comanda va fi gata de ridicare: miercuri, 2 decembrie, de la 15:00.');
    expect(text('order-pickup-held')).toBe('Se păstrează în magazin 3 zile; ultima zi: sâmbătă, 5 decembrie.');
  });

  it('says the order is ready once the store has marked it, in Russian', () => {
    renderWithPage(
      <OrderPickup
        pickup={{ ...pickup, ready: true, ready_at: '2026-12-03 11:40', held_until: '2026-12-06', hold: '3 дня' }}
      />,
      { shared: { locale: 'ru', translations: ru } },
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Самовывоз из магазина' })).toBeInTheDocument();
    expect(text('order-pickup-ready')).toBe('Заказ готов к выдаче: четверг, 3 декабря, с 11:40.');
    expect(text('order-pickup-held')).toBe('Хранится в магазине 3 дня; последний день — воскресенье, 6 декабря.');
  });

  it('leaves the day out when the store opens on none of the days the shop knows', () => {
    renderWithPage(<OrderPickup pickup={{ ...pickup, ready_at: null, held_until: null }} />, {
      shared: { translations: ro },
    });

    expect(text('order-pickup-ready')).toBeUndefined();
    expect(text('order-pickup')).toContain('Programul magazinului');
  });
});
