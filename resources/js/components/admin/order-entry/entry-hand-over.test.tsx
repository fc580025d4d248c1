import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import AdminNewOrderPage from '@/pages/admin/orders/new';
import { captureVisits } from '@/test/capture-visits';
import { renderPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';

const strings = (locale: Locale) => (locale === 'ro' ? ro : ru);

function NewHost() {
  return (
    <AdminNewOrderPage
      zones={[{ value: 'chisinau', fee: 5_000, free_from: 100_000, dates: ['2026-11-30'] }]}
      stores={[{ value: 3, label: 'Magazinul Centru' }]}
      intervals={['13-18']}
      max_quantity={10}
      locales={['ro', 'ru']}
      idempotency_key="0f0e2f1c-7c55-4d3e-9a43-1c1d6a2b9e10"
      can_lower_prices={false}
    />
  );
}

function render(locale: Locale) {
  renderPage(NewHost, {
    component: 'admin/orders/new',
    url: '/admin/comenzi/noua',
    shared: { locale, translations: strings(locale) },
  });
}

describe('a store sale handed over now', () => {
  const visits = captureVisits();

  it.each(['ro', 'ru'] as const)('is offered, ticked, for a store sale only and sent (%s)', async (locale) => {
    render(locale);
    const user = userEvent.setup();
    const name = strings(locale)['admin.order_entry.handed_over'];

    expect(screen.queryByRole('checkbox', { name })).toBeNull();
    await user.click(screen.getByRole('radio', { name: strings(locale)['admin.order_entry.channel.store'] }));
    expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(screen.getByText(strings(locale)['admin.order_entry.handed_over_hint'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_entry.submit'] }));

    expect(visits).toHaveLength(1);
    expect(visits[0]!.data).toMatchObject({ channel: 'store', delivery_method: 'pickup', handed_over: true });
  });

  it('stays an order to pack when unticked', async () => {
    render('ro');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: ro['admin.order_entry.channel.store'] }));
    await user.click(screen.getByRole('checkbox', { name: ro['admin.order_entry.handed_over'] }));
    expect(screen.getByRole('checkbox', { name: ro['admin.order_entry.handed_over'] })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: ro['admin.order_entry.submit'] }));

    expect(visits[0]!.data).toMatchObject({ channel: 'store', handed_over: false });
  });
});
