import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { PeriodTiles } from '@/components/admin/dashboard/period-tiles';
import { renderWithPage } from '@/test/render-page';
import { type DashboardPeriod } from '@/types/dashboard';

const figure = (value: number) => ({ value, previous: 0, change: null });
const periods: DashboardPeriod[] = [
  { key: 'today', days: 1, orders: figure(3), revenue: figure(480_00), awaiting: figure(2) },
  { key: 'week', days: 7, orders: figure(9), revenue: figure(1_200_00), awaiting: figure(5) },
  { key: 'month', days: 30, orders: figure(40), revenue: figure(9_000_00), awaiting: figure(5) },
];

describe('the period tiles', () => {
  it('show confirmed orders and their revenue, the new ones apart as awaiting confirmation, and the rule (ro)', () => {
    const { container } = renderWithPage(<PeriodTiles periods={periods} />, { shared: { translations: ro } });

    const today = within(container.querySelector<HTMLElement>('[data-test="period-today"]')!);
    expect(today.getByText('Comenzi confirmate')).toBeInTheDocument();
    expect(container.querySelector('[data-test="period-today-orders"]')?.textContent).toBe('3');
    expect(container.querySelector('[data-test="period-today-awaiting"]')?.textContent).toBe(
      'Noi, așteaptă confirmarea: 2',
    );
    expect(screen.getByText(ro['admin.dashboard.rule'])).toBeInTheDocument();
  });

  it('say the same in Russian', () => {
    const { container } = renderWithPage(<PeriodTiles periods={periods} />, { shared: { translations: ru } });

    expect(container.querySelector('[data-test="period-week-awaiting"]')?.textContent).toBe(
      'Новые, ждут подтверждения: 5',
    );
    expect(screen.getAllByText('Подтверждённые заказы')).toHaveLength(3);
    expect(screen.getByText(ru['admin.dashboard.rule'])).toBeInTheDocument();
  });
});
