import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { CreditProgrammeTable } from '@/components/credit/credit-programme-table';
import { formatBasisPoints } from '@/lib/money';
import { type CreditProgrammeRow } from '@/components/credit/types';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const rows: CreditProgrammeRow[] = [
  {
    slug: 'iute-credit-36',
    partner: 'Iute Credit',
    name: 'Rate până la 36 de luni',
    months: 36,
    monthly_fee_bp: 200,
    annual_rate_bp: 0,
    monthly_payment: 28_700,
    monthly_payment_exact: 28_662,
    total: 1_031_832,
  },
  {
    slug: 'easy-credit-18',
    partner: 'Easy Credit',
    name: 'Rate pe 18 luni',
    months: 18,
    monthly_fee_bp: 150,
    annual_rate_bp: 2_450,
    monthly_payment: 45_100,
    monthly_payment_exact: 45_012,
    total: 810_216,
  },
];

function byTest(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${id}"]`);
  if (element === null) throw new Error(`no [data-test="${id}"]`);

  return element;
}

beforeEach(() => mockDarkModeMedia(false));

const NBSP = '\u00a0';

describe('credit programme table', () => {
  it('lists term, fee, rate, monthly payment and total for each programme', () => {
    renderWithPage(<CreditProgrammeTable rows={rows} price={599_900} />, { shared: { translations: ro } });

    const table = screen.getByRole('table', { name: `Programe de credit pentru prețul de 5${NBSP}999${NBSP}lei` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Partener',
      'Termen',
      'Rata lunară',
      'Total de plată',
      'Comision lunar',
      'Dobândă anuală',
    ]);

    const iute = within(byTest('credit-programme-iute-credit-36'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(iute).toEqual(['36 luni', `287${NBSP}lei`, `10${NBSP}318${NBSP}lei`, '2%', '0%']);
    expect(screen.getByRole('rowheader', { name: /Iute Credit/ })).toHaveTextContent('Rate până la 36 de luni');

    const easy = within(byTest('credit-programme-easy-credit-18'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(easy).toEqual(['18 luni', `451${NBSP}lei`, `8${NBSP}102${NBSP}lei`, '1,5%', '24,5%']);
  });

  it('speaks Russian on Russian pages', () => {
    renderWithPage(<CreditProgrammeTable rows={rows} price={599_900} />, {
      shared: { locale: 'ru', translations: ru },
    });

    expect(screen.getByRole('columnheader', { name: 'Платёж в месяц' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Комиссия в месяц' })).toBeInTheDocument();
    const cells = within(byTest('credit-programme-easy-credit-18'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['18 мес.', `451${NBSP}лей`, `8${NBSP}102${NBSP}лей`, '1,5%', '24,5%']);
  });

  it('marks the lowest monthly payment wherever its row is', () => {
    const cheapestLast = [...rows].reverse();
    renderWithPage(<CreditProgrammeTable rows={cheapestLast} price={599_900} />, { shared: { translations: ro } });

    const monthly = (slug: string) => within(byTest(`credit-programme-${slug}`)).getAllByRole('cell')[1]!;
    expect(monthly('iute-credit-36')).toHaveClass('text-accent-text');
    expect(monthly('easy-credit-18')).not.toHaveClass('text-accent-text');
  });

  it('lets headers wrap instead of cutting them, keeps figures whole and scrolls inside its own box', () => {
    renderWithPage(<CreditProgrammeTable rows={rows} price={599_900} />, { shared: { translations: ro } });

    for (const header of screen.getAllByRole('columnheader')) {
      expect(header.className).not.toMatch(/whitespace-nowrap|truncate|text-ellipsis|overflow-hidden/);
    }
    for (const cell of within(byTest('credit-programme-iute-credit-36')).getAllByRole('cell')) {
      expect(cell).toHaveClass('whitespace-nowrap');
    }
    // The box scrolls sideways and lends the page none of the table's width (checked in a browser by e2e/credit).
    const scroller = byTest('credit-programmes-scroller');
    expect(scroller).toHaveClass('overflow-x-auto', 'contain-inline-size');
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleName(`Programe de credit pentru prețul de 5${NBSP}999${NBSP}lei`);
  });

  it('says so when no programme accepts the price', () => {
    renderWithPage(<CreditProgrammeTable rows={[]} price={9_900} />, { shared: { translations: ro } });

    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Pentru acest preț nu sunt programe de credit disponibile.')).toBeInTheDocument();
  });

  it('formats basis points as percentages in each language', () => {
    expect(formatBasisPoints(0, 'ro')).toBe('0%');
    expect(formatBasisPoints(100, 'ro')).toBe('1%');
    expect(formatBasisPoints(1, 'ru')).toBe('0,01%');
    expect(formatBasisPoints(2_450, 'ro')).toBe('24,5%');
  });
});
