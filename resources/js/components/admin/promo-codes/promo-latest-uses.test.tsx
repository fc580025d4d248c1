import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { PromoLatestUses } from '@/components/admin/promo-codes/promo-latest-uses';
import { renderWithPage } from '@/test/render-page';
import { type PromoUseRow } from '@/types/admin-promo-codes';

const byTest = (name: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[data-test="${name}"]`);
  if (found === null) {
    throw new Error(`No [data-test="${name}"]`);
  }
  return found;
};

const uses: PromoUseRow[] = [
  {
    number: 'ES-2026-000124',
    placed_at: '2026-11-30 12:00',
    customer: 'Ana Rusu',
    discount: 250_00,
    free_delivery: false,
    total: 2_250_00,
  },
  {
    number: 'ES-2026-000101',
    placed_at: '2026-11-29 09:30',
    customer: 'Ion Popescu',
    discount: 0,
    free_delivery: true,
    total: 1_500_00,
  },
];

describe('PromoLatestUses', () => {
  it('links each order and shows its date, buyer, discount and total in Romanian', () => {
    renderWithPage(<PromoLatestUses uses={uses} limit={50} />, { shared: { translations: ro } });

    const card = byTest('promo-latest-uses');
    expect(within(card).getByText('Ultimele comenzi cu această regulă')).toBeInTheDocument();
    const first = byTest('promo-use-ES-2026-000124');
    expect(within(first).getByRole('link', { name: 'ES-2026-000124' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/comenzi/ES-2026-000124'),
    );
    expect(first).toHaveTextContent('30.11.2026');
    expect(first).toHaveTextContent('Ana Rusu');
    expect(first).toHaveTextContent(/Reducere:\s*250\s*lei/);
    expect(first).toHaveTextContent(/Total:\s*2\s?250\s*lei/);
    expect(byTest('promo-use-ES-2026-000101')).toHaveTextContent('Livrare gratuită');
    expect(within(card).queryByText(/ultimele 50/)).not.toBeInTheDocument();
  });

  it('speaks Russian, says when the list is cut and when nothing used the rule', () => {
    const { unmount } = renderWithPage(<PromoLatestUses uses={uses} limit={2} />, {
      shared: { locale: 'ru', translations: ru },
    });
    expect(screen.getByText('Последние заказы с этим правилом')).toBeInTheDocument();
    expect(byTest('promo-use-ES-2026-000124')).toHaveTextContent(/Скидка:\s*250\s*лей/);
    expect(byTest('promo-use-ES-2026-000101')).toHaveTextContent('Бесплатная доставка');
    expect(screen.getByText('Показаны последние заказы: 2.')).toBeInTheDocument();
    unmount();

    renderWithPage(<PromoLatestUses uses={[]} limit={50} />, { shared: { locale: 'ru', translations: ru } });
    expect(screen.getByText('Ни один заказ его ещё не использовал.')).toBeInTheDocument();
  });
});
