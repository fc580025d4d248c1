import { useForm } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { EntryCompanyFields } from '@/components/admin/order-entry/entry-company';
import AdminNewOrderPage from '@/pages/admin/orders/new';
import { captureVisits } from '@/test/capture-visits';
import { renderPage, renderWithPage } from '@/test/render-page';
import { type Locale } from '@/types/shared';

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
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

/** The fields with the server's refusal of an IDNO, as the form holds it after a 422. */
function RefusedHost({ message }: { message: string }) {
  const form = useForm({ company_buyer: true, company_name: 'Tehno Grup SRL', company_idno: '12345' });
  const { setError } = form;
  useEffect(() => setError('company_idno', message), [setError, message]);

  return <EntryCompanyFields form={form} />;
}

describe('the company buyer of an order taken by hand', () => {
  const visits = captureVisits();

  it.each(['ro', 'ru'] as const)('shows the company fields once ticked and sends them (%s)', async (locale) => {
    renderPage(NewHost, {
      component: 'admin/orders/new',
      url: '/admin/comenzi/noua',
      shared: { locale, translations: strings(locale) },
    });
    const user = userEvent.setup();

    expect(field('company_name')).toBeNull();
    expect(field('company_idno')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: strings(locale)['admin.order_entry.company_buyer'] }));
    expect(screen.getByLabelText(new RegExp(strings(locale)['checkout.company_name']))).toBe(field('company_name'));
    expect(field('company_idno')).toHaveAttribute('maxlength', '13');
    await user.type(field('company_name')!, 'Tehno Grup SRL');
    await user.type(field('company_idno')!, '1003600123456');
    await user.click(screen.getByRole('button', { name: strings(locale)['admin.order_entry.submit'] }));

    expect(visits).toHaveLength(1);
    expect(visits[0]!.data).toMatchObject({
      company_buyer: true,
      company_name: 'Tehno Grup SRL',
      company_idno: '1003600123456',
    });
  });

  it('sends no company buyer when the box is left or made unticked', async () => {
    renderPage(NewHost, {
      component: 'admin/orders/new',
      url: '/admin/comenzi/noua',
      shared: { locale: 'ro', translations: ro },
    });
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: ro['admin.order_entry.company_buyer'] });

    await user.click(box);
    await user.type(field('company_name')!, 'Tehno Grup SRL');
    await user.click(box);
    expect(field('company_name')).toBeNull();
    await user.click(screen.getByRole('button', { name: ro['admin.order_entry.submit'] }));

    expect(visits[0]!.data).toMatchObject({ company_buyer: false });
  });

  it.each(['ro', 'ru'] as const)(
    'says beside the IDNO what the server refused, until unticked (%s)',
    async (locale) => {
      const message = strings(locale)['checkout.validation.company_idno'];
      renderWithPage(<RefusedHost message={message} />, { shared: { locale, translations: strings(locale) } });

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field('company_idno')).toHaveAttribute('aria-invalid', 'true');
      await userEvent.setup().click(screen.getByRole('checkbox'));
      expect(screen.queryByText(message)).toBeNull();
    },
  );
});
