import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderPaymentsPanel } from '@/components/admin/payments/order-payments-panel';
import { renderWithPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';
import { type AdminPayment } from '@/types/payments';

const paid: AdminPayment = {
  id: 2,
  provider: 'maib',
  method: 'card',
  status: 'paid',
  attention: null,
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
  callbacks: [],
  refunds: [],
};

function renderPanel(locale: Locale) {
  return renderWithPage(<OrderPaymentsPanel payments={[paid, late]} />, {
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
