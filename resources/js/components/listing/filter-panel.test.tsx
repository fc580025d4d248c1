import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { FilterPanel, OPEN_GROUPS, SHOWN_GROUPS } from '@/components/listing/filter-panel';
import { renderWithPage } from '@/test/render-page';
import { type Facet } from '@/types/listing';

/** A listing across categories: brand, price, stock, then many spec groups (as on the discounts page). */
function facets(selectedSpec: number | null = null): Facet[] {
  return [
    {
      key: 'brand',
      type: 'options',
      label: 'Brand',
      options: [{ value: 'lg', label: 'LG', count: 6, selected: false }],
    },
    { key: 'price', type: 'range', label: 'Preț', unit: 'lei', min: 300, max: 60000, selected: null },
    { key: 'stock', type: 'toggle', label: 'În stoc', count: 5, selected: false },
    ...Array.from({ length: 9 }, (_, i): Facet => ({
      key: `spec${i}`,
      type: 'options',
      label: `Caracteristica ${i}`,
      options: [{ value: 'a', label: `Valoarea ${i}`, count: 2, selected: i === selectedSpec }],
    })),
  ];
}

const group = (key: string) => document.querySelector<HTMLDetailsElement>(`[data-test="facet-${key}"]`);

describe('filter panel folding', () => {
  it('opens the first groups, folds the next and lists the rest behind "more filters"', async () => {
    const user = userEvent.setup();
    renderWithPage(<FilterPanel facets={facets()} query={{}} onChange={vi.fn()} />, { shared: { translations: ro } });

    expect(document.querySelectorAll('[data-test^="facet-"][open]')).toHaveLength(OPEN_GROUPS);
    expect(group('brand')?.open).toBe(true);
    expect(group('spec0')?.open).toBe(true);
    expect(group('spec1')?.open).toBe(false);
    expect(document.querySelectorAll('details')).toHaveLength(SHOWN_GROUPS);
    expect(group('spec8')).toBeNull();

    const more = screen.getByRole('button', { name: 'Mai multe filtre (6)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(document.querySelectorAll('details')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Mai puține filtre' })).toHaveAttribute('aria-expanded', 'true');

    // A folded group opens from the keyboard, like any disclosure.
    const summary = within(group('spec1') as HTMLElement).getByText('Caracteristica 1');
    await user.click(summary);
    expect(group('spec1')?.open).toBe(true);
  });

  it('always lists and opens a group with a chosen filter, however far down', () => {
    renderWithPage(<FilterPanel facets={facets(7)} query={{ spec7: 'a' }} onChange={vi.fn()} />, {
      shared: { translations: ro },
    });

    expect(group('spec7')?.open).toBe(true);
    expect(group('spec6')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mai multe filtre (5)' })).toBeInTheDocument();
  });

  it('shows no button when every group fits, and speaks Russian on Russian pages', () => {
    const { unmount } = renderWithPage(<FilterPanel facets={facets().slice(0, 5)} query={{}} onChange={vi.fn()} />, {
      shared: { translations: ro },
    });
    expect(screen.queryByRole('button', { name: /filtre/ })).toBeNull();
    unmount();

    renderWithPage(<FilterPanel facets={facets()} query={{}} onChange={vi.fn()} />, {
      shared: { locale: 'ru', translations: ru },
    });
    expect(screen.getByRole('button', { name: 'Ещё фильтры (6)' })).toBeInTheDocument();
  });

  it('hands the next URL state to onChange when a filter in a group is used', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithPage(<FilterPanel facets={facets()} query={{}} onChange={onChange} />, { shared: { translations: ro } });

    await user.click(screen.getByRole('checkbox', { name: /Valoarea 0/ }));
    expect(onChange).toHaveBeenCalledWith({ spec0: 'a' });
  });
});
