import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderPaymentPanel } from '@/components/payments/order-payment-panel';
import { POLL_EVERY } from '@/components/payments/use-payment-status';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';
import { type OrderPayment } from '@/types/payments';

const pendingQr: OrderPayment = {
  method: 'mia',
  kind: 'qr',
  status: 'pending',
  paid: false,
  amount: 129_900,
  pay_url: 'http://127.0.0.1:8090/qr/8c0f6c3e-9d55-4c21-a3b5-2f3c0e0d7f11',
  expires_at: '2026-11-30 10:15',
  held_until: '2026-11-30 10:15',
  can_retry: false,
  can_switch_cash: true,
  test_mode: true,
  urls: {
    start: '/comanda/ES-2026-000042/plata',
    cash: '/comanda/ES-2026-000042/plata/numerar',
    status: '/comanda/ES-2026-000042/plata/stare',
  },
};

function renderPanel(payment: OrderPayment, locale: Locale = 'ro') {
  return renderWithPage(<OrderPaymentPanel payment={payment} number="ES-2026-000042" />, {
    shared: { locale, translations: locale === 'ro' ? ro : ru },
  });
}

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

beforeEach(() => {
  mockDarkModeMedia(false);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order page’s online payment', () => {
  it.each([
    ['ro', 'Suma: 1 299 lei', 'Mod de test — nu se transferă bani reali', 'Plătesc numerar la primire'],
    ['ru', 'Сумма: 1 299 лей', 'Тестовый режим — реальные деньги не списываются', 'Оплачу наличными при получении'],
  ] as const)(
    'shows the QR for the exact amount with its expiry and the test-mode banner (%s)',
    async (locale, amount, banner, cash) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => undefined)),
      );
      renderPanel(pendingQr, locale);
      expect(byTest('payment-qr-amount')?.textContent?.replace(/\u00a0/g, ' ')).toBe(amount);
      expect(byTest('payment-qr-expires')?.textContent).toContain('30.11.2026');
      expect(byTest('payment-test-mode')?.textContent).toBe(banner);
      expect(screen.getByRole('button', { name: cash })).toBeTruthy();
      await waitFor(() => expect(byTest('payment-qr')?.dataset.ready).toBe('true'));
    },
  );

  it('asks for the status while pending and shows the order paid without a reload', async () => {
    const fetch = vi.fn(async () => ({
      ok: true,
      json: async () => ({ ...pendingQr, status: 'paid', paid: true, pay_url: null, can_switch_cash: false }),
    }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(pendingQr);
    expect(byTest('payment-paid')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_EVERY);
    });
    await waitFor(() => expect(byTest('payment-paid')?.textContent).toBe('Comanda este plătită. Vă mulțumim!'));
    expect(fetch).toHaveBeenCalledWith(pendingQr.urls.status, expect.objectContaining({ credentials: 'same-origin' }));
    expect(byTest('payment-qr')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_EVERY * 3);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers to try again or to pay cash after a declined card, and never polls a payment that is over', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel({
      ...pendingQr,
      method: 'online_card',
      kind: 'card',
      status: 'failed',
      pay_url: null,
      can_retry: true,
      test_mode: false,
    });
    expect(byTest('payment-status')?.textContent).toBe('Plata nu a reușit');
    expect(screen.getByRole('button', { name: 'Încercați din nou cu cardul' })).toBeTruthy();
    expect(byTest('payment-test-mode')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_EVERY * 2);
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says cash on delivery once the shopper switched to it, with no test banner or hold', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPanel({ ...pendingQr, method: 'cash', status: 'failed', pay_url: null, can_switch_cash: false }, 'ru');
    expect(byTest('payment-cash-chosen')?.textContent).toBe('Вы оплатите наличными при получении.');
    expect(byTest('payment-test-mode')).toBeNull();
    expect(byTest('payment-hold')).toBeNull();
  });
});
