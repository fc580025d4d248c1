import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { PaymentFlags } from '@/components/admin/payments/payment-flags';
import { renderWithPage } from '@/test/render-page';

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

describe('the order list’s payment marks', () => {
  it.each([
    ['ro', 'Plătită online', 'Plată de verificat'],
    ['ru', 'Оплачен онлайн', 'Платёж требует проверки'],
  ] as const)('marks an order paid online and one whose payment needs staff (%s)', (locale, paid, attention) => {
    const { unmount } = renderWithPage(<PaymentFlags paid attention={false} />, {
      shared: { locale, translations: locale === 'ro' ? ro : ru },
    });
    expect(byTest('order-paid-online')?.textContent).toBe(paid);
    expect(byTest('order-payment-attention')).toBeNull();
    unmount();
    renderWithPage(<PaymentFlags paid={false} attention />, {
      shared: { locale, translations: locale === 'ro' ? ro : ru },
    });
    expect(byTest('order-payment-attention')?.textContent).toBe(attention);
    expect(byTest('order-paid-online')).toBeNull();
  });

  it('draws nothing for an order with neither', () => {
    renderWithPage(<PaymentFlags paid={false} attention={false} />);
    expect(byTest('order-paid-online')).toBeNull();
    expect(byTest('order-payment-attention')).toBeNull();
  });
});
