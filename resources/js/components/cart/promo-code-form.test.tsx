import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { PromoSummaryRows } from '@/components/cart/promo-summary-rows';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type CartPromo, type CartSummary } from '@/types/cart';

const none: CartPromo = { code: null, refusal: null, applied: [] };
const applied: CartPromo = {
  code: 'IARNA10',
  refusal: null,
  applied: [
    { label: 'Iarna în bucătărie', code: 'IARNA10', discount: 100_000, free_delivery: false },
    { label: 'Gaming −5%', code: null, discount: 25_000, free_delivery: false },
  ],
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => mockDarkModeMedia(false));

describe('the promo code in the cart and at checkout', () => {
  const visits = captureVisits();

  it('applies a typed code with the button and with Enter, never an empty one', async () => {
    renderWithPage(<PromoCodeForm promo={none} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Aplică' })).toBeDisabled();
    await user.type(screen.getByLabelText('Cod promoțional'), 'iarna10');
    await user.click(screen.getByRole('button', { name: 'Aplică' }));
    await user.type(screen.getByLabelText('Cod promoțional'), '{Enter}');

    expect(visits).toEqual([
      { method: 'post', url: '/cos/cod', data: { promo_code: 'iarna10' } },
      { method: 'post', url: '/cos/cod', data: { promo_code: 'iarna10' } },
    ]);
  });

  it('shows the applied code with its saving in Russian and removes it', async () => {
    renderWithPage(<PromoCodeForm promo={applied} />, { shared: { translations: ru, locale: 'ru' } });
    const user = userEvent.setup();

    expect(document.querySelector('[data-test="promo-code-value"]')).toHaveTextContent('IARNA10');
    expect(plain(document.querySelector('[data-test="promo-code-saving"]')?.textContent)).toBe(
      'Вы экономите 1 000 лей',
    );
    await user.click(screen.getByRole('button', { name: 'Удалить код' }));

    expect(visits).toEqual([{ method: 'delete', url: '/ru/cos/cod', data: {} }]);
  });

  it('says why a code on the cart no longer applies, or why the order refused it', () => {
    const { unmount } = renderWithPage(
      <PromoCodeForm
        promo={{ code: 'MINUS200', refusal: 'Codul este valabil pentru comenzi de la 3 000 lei.', applied: [] }}
      />,
      { shared: { translations: ro } },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Codul este valabil pentru comenzi de la 3 000 lei.');
    expect(document.querySelector('[data-test="promo-code-saving"]')).toBeNull();
    unmount();

    renderWithPage(<PromoCodeForm promo={applied} error="Codul IARNA10 nu mai poate fi aplicat." />, {
      shared: { translations: ro },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Codul IARNA10 nu mai poate fi aplicat.');
  });

  it('lists each code and automatic rule with what it took off, and nothing without them', () => {
    const summary = { subtotal: 500_000, promo: applied } as CartSummary;
    const { unmount } = renderWithPage(<PromoSummaryRows summary={summary} />, { shared: { translations: ro } });

    const rows = [...document.querySelectorAll('[data-test="promo-row"]')].map((row) => plain(row.textContent));
    expect(rows).toEqual(['Codul IARNA10−1 000 lei', 'Gaming −5%−250 lei']);
    expect(plain(document.querySelector('[data-test="promo-rows"]')?.textContent)).toContain(
      'Produse, fără reduceri5 000 lei',
    );
    unmount();

    renderWithPage(<PromoSummaryRows summary={{ ...summary, promo: none }} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="promo-rows"]')).toBeNull();
  });
});
