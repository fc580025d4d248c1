import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderAgain } from '@/components/orders/order-again';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type OrderAgainResult } from '@/types/checkout';
import { type Locale } from '@/types/shared';

const shared = (locale: Locale) => ({ shared: { locale, translations: locale === 'ro' ? ro : ru } });
const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('order again', () => {
  it('offers nothing on an order that is not the account’s own', () => {
    renderWithPage(<OrderAgain url={null} result={undefined} />, shared('ro'));
    expect(document.querySelector('[data-test="order-again"]')).toBeNull();
  });

  it('posts to the order’s own address', async () => {
    const user = userEvent.setup();
    renderWithPage(<OrderAgain url="/comanda/ES-2026-000042/din-nou" result={undefined} />, shared('ro'));

    await user.click(screen.getByRole('button', { name: 'Comandă din nou' }));
    expect(visits).toEqual([{ method: 'post', url: '/comanda/ES-2026-000042/din-nou', data: {} }]);
  });

  it('says what went into the cart and, for each product that did not, why (ru)', () => {
    const result: OrderAgainResult = {
      message: 'Добавлено в корзину товаров: 1.',
      added: [{ name: 'Телевизор Samsung', quantity: 2 }],
      skipped: [
        { name: 'Чайник Bosch', reason: 'unavailable', message: 'товар больше не продаётся' },
        { name: 'Фен Philips', reason: 'out_of_stock', message: 'нет в наличии' },
      ],
      cart_url: '/ru/cos',
    };
    renderWithPage(<OrderAgain url="/ru/comanda/ES-2026-000042/din-nou" result={result} />, shared('ru'));

    expect(screen.getByText('Добавлено в корзину товаров: 1.')).toBeInTheDocument();
    expect(document.querySelector('[data-test="order-again-skipped-unavailable"]')).toHaveTextContent(
      'Чайник Bosch: товар больше не продаётся',
    );
    expect(document.querySelector('[data-test="order-again-skipped-out_of_stock"]')).toHaveTextContent(
      'Фен Philips: нет в наличии',
    );
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/ru/cos');
  });

  it('offers no way to the cart when nothing went in', () => {
    const result: OrderAgainResult = {
      message: 'Niciun produs al comenzii nu a putut fi adăugat în coș.',
      added: [],
      skipped: [{ name: 'Fierbător Bosch', reason: 'gone', message: 'produsul nu mai există în catalog' }],
      cart_url: '/cos',
    };
    renderWithPage(<OrderAgain url="/comanda/ES-2026-000042/din-nou" result={result} />, shared('ro'));

    expect(screen.getByText('Fierbător Bosch: produsul nu mai există în catalog')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mergeți în coș' })).toBeNull();
  });
});
