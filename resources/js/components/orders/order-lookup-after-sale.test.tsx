import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderLookupAfterSale } from '@/components/orders/order-lookup-after-sale';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';

const shared = (locale: Locale) => ({ shared: { locale, translations: locale === 'ro' ? ro : ru } });
const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('return or warranty from the order lookup', () => {
  it('asks for the link with the number and phone the order was found by', async () => {
    const user = userEvent.setup();
    renderWithPage(<OrderLookupAfterSale number="ES-2026-000042" phone="060 12 34 56" />, shared('ro'));

    await user.click(screen.getByRole('button', { name: ro['orders.lookup.after_sale.button'] }));
    expect(visits).toEqual([
      { method: 'post', url: '/comanda/cautare/link', data: { number: 'ES-2026-000042', phone: '060 12 34 56' } },
    ]);
  });

  it('says where the link went (ru)', () => {
    renderWithPage(
      <OrderLookupAfterSale
        number="ES-2026-000042"
        phone="060 12 34 56"
        answer={{ sent: true, message: 'Мы отправили ссылку на заказ на a***@example.md.' }}
      />,
      shared('ru'),
    );

    expect(screen.getByRole('button', { name: ru['orders.lookup.after_sale.button'] })).toBeInTheDocument();
    expect(document.querySelector('[data-test="order-lookup-after-sale-answer"]')).toHaveTextContent(
      'Мы отправили ссылку на заказ на a***@example.md.',
    );
  });
});
