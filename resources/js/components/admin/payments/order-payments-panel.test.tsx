import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderPaymentsPanel } from '@/components/admin/payments/order-payments-panel';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';
import { type AdminPayment } from '@/types/payments';

const paid: AdminPayment = {
  id: 2,
  provider: 'maib',
  method: 'card',
  status: 'paid',
  attention: null,
  needs_attention: false,
  refundable: 109_900,
  can_refund: false,
  reference: 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
  amount: 129_900,
  currency: 'MDL',
  captured: 129_900,
  refunded: 20_000,
  card: '510218******1124',
  rrn: '331711380059',
  approval: '327593',
  created_at: '2026-11-30 10:00',
  paid_at: '2026-11-30 10:02',
  callbacks: [
    { id: 1, received_at: '2026-11-30 10:02', status: 'OK', signature_valid: false },
    { id: 2, received_at: '2026-11-30 10:02', status: 'OK', signature_valid: true },
  ],
  refunds: [{ id: 5, amount: 20_000, status: 'done', created_at: '2026-12-02 09:30' }],
};

const late: AdminPayment = {
  ...paid,
  id: 1,
  method: 'qr',
  provider: 'mia',
  status: 'review',
  attention: 'late_success',
  needs_attention: true,
  refundable: 129_900,
  can_refund: false,
  callbacks: [],
  refunds: [],
};

function renderPanel(locale: Locale, payments: AdminPayment[] = [paid, late]) {
  return renderWithPage(<OrderPaymentsPanel number="ES-2611-000042" payments={payments} />, {
    shared: { locale, translations: locale === 'ro' ? ro : ru },
  });
}

describe('the back office’s payments panel', () => {
  it.each([
    ['ro', 'Plătită', 'semnătură refuzată', 'semnătură validă', 'Efectuată', 'Plătită după ce rezervarea a expirat'],
    ['ru', 'Оплачен', 'подпись отклонена', 'подпись верна', 'Выполнен', 'Оплачено после снятия брони'],
  ] as const)(
    'shows each payment, its callbacks with their signature and its refunds (%s)',
    (locale, status, refused, valid, done, attention) => {
      renderPanel(locale);
      const rows = document.querySelectorAll<HTMLElement>('[data-test="order-payment"]');
      expect(rows).toHaveLength(2);
      const first = rows[0]!;
      expect(first.querySelector('[data-test="order-payment-status"]')?.textContent).toBe(status);
      expect(first.textContent).toContain('510218******1124');
      expect(first.textContent).toContain('331711380059 / 327593');
      expect(first.textContent).toContain('f16a9006-128a-46bc-8e2a-77a6ee99df75');
      const callbacks = first.querySelectorAll('[data-test="order-payment-callbacks"] li');
      expect(callbacks[0]?.textContent).toContain(refused);
      expect(callbacks[1]?.textContent).toContain(valid);
      expect(first.querySelector('[data-test="order-payment-refunds"]')?.textContent).toContain(done);
      expect(first.querySelector('[data-test="order-payment-attention"]')).toBeNull();
      expect(rows[1]!.querySelector('[data-test="order-payment-attention"]')?.textContent).toContain(attention);
    },
  );
});

describe('the refund of a payment flagged for review', () => {
  const visits = captureVisits();
  afterEach(() => vi.restoreAllMocks());
  const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

  it.each([
    ['ro', 'Returnați această plată (1 299 lei)', 'Returnați 1 299 lei pe cardul clientului?'],
    ['ru', 'Вернуть этот платёж (1 299 лей)', 'Вернуть 1 299 лей на карту клиента?'],
  ] as const)('asks first, then posts the payment’s refund with a form key (%s)', async (locale, label, question) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPanel(locale, [paid, { ...late, can_refund: true }]);
    const button = byTest('order-payment-refund')!;
    expect(button.textContent?.replace(/\s/g, ' ')).toBe(label);
    // Only the flagged payment has the button.
    expect(document.querySelectorAll('[data-test="order-payment-refund"]')).toHaveLength(1);

    await userEvent.click(button);
    expect(confirm.mock.lastCall?.[0]?.replace(/\s/g, ' ')).toContain(question);
    expect(visits).toHaveLength(0);

    await userEvent.click(button);
    expect(visits).toHaveLength(1);
    expect(visits[0]!.method).toBe('post');
    expect(visits[0]!.url).toBe('/admin/comenzi/ES-2611-000042/plati/1/rambursare');
    expect(String(visits[0]!.data.key)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows no button to whoever may not refund, and none once the payment was given back', () => {
    const { unmount } = renderPanel('ro', [late]);
    expect(byTest('order-payment-refund')).toBeNull();
    expect(byTest('order-payment-attention')).not.toBeNull();
    unmount();

    renderPanel('ro', [{ ...late, needs_attention: false, refundable: 0, refunded: 129_900 }]);
    expect(byTest('order-payment-refund')).toBeNull();
    expect(byTest('order-payment-attention')).toBeNull();
    expect(byTest('order-payment-resolved')?.textContent).toBe('Restituită integral: nu mai cere atenție.');
  });
});
