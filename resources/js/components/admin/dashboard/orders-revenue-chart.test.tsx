import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import { linePath, niceCeiling, place } from '@/components/admin/dashboard/chart-scale';
import { OrdersRevenueChart } from '@/components/admin/dashboard/orders-revenue-chart';
import { renderWithPage } from '@/test/render-page';
import { type DashboardDay } from '@/types/dashboard';

function series(values: (day: number) => { orders: number; revenue: number }): DashboardDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 26 + index));

    return { day: date.toISOString().slice(0, 10), ...values(index) };
  });
}

function renderChart(days: DashboardDay[]) {
  return renderWithPage(<OrdersRevenueChart series={days} />, { shared: { translations: ro } });
}

/** Every number in every attribute of the chart's shapes. */
function numbers(svg: Element): string[] {
  return Array.from(svg.querySelectorAll('rect, circle, path, line, text')).flatMap((node) =>
    Array.from(node.attributes)
      .filter((attribute) =>
        ['x', 'y', 'width', 'height', 'cx', 'cy', 'd', 'x1', 'x2', 'y1', 'y2'].includes(attribute.name),
      )
      .map((attribute) => attribute.value),
  );
}

describe('OrdersRevenueChart', () => {
  it('draws a point and a bar for each of the 30 days, the busiest highest', () => {
    const days = series((index) => ({ orders: index === 10 ? 40 : 5, revenue: index === 20 ? 9_000_000 : 100_000 }));
    renderChart(days);

    const chart = screen.getByRole('img', { name: 'Comenzi confirmate și venituri pe zile, ultimele 30 de zile' });
    const points = chart.querySelectorAll('[data-test="chart-point"]');
    const bars = chart.querySelectorAll('[data-test="chart-bar"]');
    expect(points).toHaveLength(30);
    expect(bars).toHaveLength(30);
    const ys = Array.from(points, (point) => Number(point.getAttribute('cy')));
    expect(Math.min(...ys)).toBe(ys[10]);
    const heights = Array.from(bars, (bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[20]);
    expect(chart.querySelector('desc')).toHaveTextContent('comenzi — 185, venituri — 119 000 lei');
  });

  it('gives screen readers a hidden table of every day', () => {
    renderChart(series((index) => ({ orders: index, revenue: index * 150_000 })));

    const table = screen.getByRole('table', { name: 'Comenzi confirmate și venituri pe zile, ultimele 30 de zile' });
    expect(table.parentElement).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ziua', 'Comenzi', 'Venituri']);
    expect(rows[30]!.textContent).toBe('24.11.2026' + '29' + '43\u00a0500\u00a0lei');
  });

  it('draws all-zero data flat on the baseline, with no NaN anywhere', () => {
    renderChart(series(() => ({ orders: 0, revenue: 0 })));

    const chart = screen.getByRole('img');
    expect(numbers(chart).join(' ')).not.toMatch(/NaN|Infinity/);
    const ys = Array.from(chart.querySelectorAll('[data-test="chart-point"]'), (point) => point.getAttribute('cy'));
    expect(new Set(ys).size).toBe(1);
    expect(Array.from(chart.querySelectorAll('[data-test="chart-bar"]'), (bar) => bar.getAttribute('height'))).toEqual(
      Array(30).fill('0'),
    );
  });
});

describe('chart scale', () => {
  it('rounds axis tops up to 1, 2 or 5 times a power of ten, never below the floor', () => {
    expect([0, 1, 3, 7, 12, 180, 2_000, 45_001].map((value) => niceCeiling(value))).toEqual([
      1, 1, 5, 10, 20, 200, 2_000, 50_000,
    ]);
    expect(niceCeiling(0, 2)).toBe(2);
    expect(niceCeiling(Number.NaN, 2)).toBe(2);
  });

  it('places nothing outside the plot, even for an empty series', () => {
    const plot = { width: 300, height: 200, left: 40, right: 30, top: 10, bottom: 20 };
    const placed = place(plot, [0, 5, 10], [2, 0, 1], 10, 2);

    expect(placed.map(({ bar }) => bar.height)).toEqual([0, 85, 170]);
    expect(placed.map(({ point }) => point.y)).toEqual([10, 180, 95]);
    expect(placed[2]!.band.x + placed[2]!.band.width).toBeCloseTo(270);
    expect(place(plot, [], [], 0, 0)).toEqual([]);
    expect(linePath(placed.map(({ point }) => point))).toBe('M78.3 10.0 L155.0 180.0 L231.7 95.0');
  });
});
