import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { CustomerFiltersForm } from '@/components/admin/customers/customer-filters-form';
import { CustomerFlagForm } from '@/components/admin/customers/customer-flag-form';
import { CustomerNotes } from '@/components/admin/customers/customer-notes';
import { CustomerPrivacy } from '@/components/admin/customers/customer-privacy';
import { CustomerTable } from '@/components/admin/customers/customer-table';
import { OrderCustomerLink } from '@/components/admin/customers/order-customer-link';
import { OrderTable } from '@/components/admin/orders/order-table';
import { captureVisits } from '@/test/capture-visits';
import { renderPage, renderWithPage } from '@/test/render-page';
import { type CustomerFlagOption, type CustomerProfile, type CustomerRow } from '@/types/admin-customers';
import { type OrderRow } from '@/types/admin-orders';

const flagsRo: CustomerFlagOption[] = [
  { value: 'vip', label: 'VIP' },
  { value: 'no_pickup', label: 'Nu ridică comenzile' },
];

const row: CustomerRow = {
  id: 12,
  name: 'Ana Rusu',
  phone: '069 12 34 56',
  email: 'ana@example.md',
  account: true,
  orders: 4,
  spent: 12_500_00,
  last_order: '2026-11-28T10:00:00+02:00',
  flag: { value: 'no_pickup', label: 'Nu ridică comenzile', tone: 'warning' },
};

const profile: CustomerProfile = {
  id: 12,
  name: 'Ana Rusu',
  phone: '+37369123456',
  phone_display: '069 12 34 56',
  email: 'ana@example.md',
  erased_at: null,
  account: { email: 'ana@example.md', verified: true, since: '2026-01-02T10:00:00+02:00' },
  figures: { orders: 4, completed: 3, spent: 12_500_00, first_order: null, last_order: null },
  flag: null,
  addresses: [],
  delivery_addresses: [],
  orders: [],
  orders_shown: 0,
  returns: [],
  claims: [],
  notes: [{ id: 1, author: 'Maria', at: '2026-11-28T10:00:00+02:00', body: 'Sună seara' }],
};

describe('the back office’s customers', () => {
  const visits = captureVisits();

  it('lists customers with contact, orders, money spent explained in the header and the flag, in both languages', () => {
    const { unmount } = renderWithPage(<CustomerTable customers={[row]} />, {
      shared: { translations: ro, locale: 'ro' },
    });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Ana Rusu' })).toHaveAttribute('href', '/admin/clienti/12');
    expect(table.textContent).toContain('069 12 34 56 · ana@example.md');
    expect(within(table).getByTitle(/Suma comenzilor finalizate/)).toHaveTextContent('Cheltuit');
    expect(within(table).getByText('Nu ridică comenzile')).toBeInTheDocument();
    unmount();

    renderWithPage(<CustomerTable customers={[]} />, { shared: { translations: ru, locale: 'ru' } });
    expect(screen.getByText('Клиентов нет')).toBeInTheDocument();
  });

  it('shows the customer’s flag on the order list and on the order page, which links to the customer', () => {
    const order = {
      number: 'ES-2611-000042',
      placed_at: '2026-11-28T10:00:00+02:00',
      name: 'Ana Rusu',
      phone: '069 12 34 56',
      total: 100_00,
      delivery: null,
      payment: null,
      one_click: false,
      status: 'new',
      status_label: 'Nouă',
      taken_by: null,
    } as unknown as OrderRow;
    const flag = { value: 'fraud', label: 'Suspiciune de fraudă', tone: 'danger' } as const;
    const { unmount } = renderPage(() => <OrderTable orders={[order]} />, {
      shared: { translations: ro, locale: 'ro' },
      props: { customer_flags: { 'ES-2611-000042': flag } },
    });
    expect(within(screen.getByRole('table')).getByText('Suspiciune de fraudă')).toBeInTheDocument();
    unmount();

    renderPage(() => <OrderCustomerLink />, {
      shared: { translations: ru, locale: 'ru' },
      props: {
        customer: { id: 12, name: 'Ana Rusu', orders: 3, erased: false, flag, flag_note: 'Карта украдена' },
        can_view_customer: true,
      },
    });
    expect(screen.getByRole('link', { name: 'Ana Rusu' })).toHaveAttribute('href', '/admin/clienti/12');
    expect(screen.getByText('Заказов: 3')).toBeInTheDocument();
    expect(screen.getByText('Карта украдена')).toBeInTheDocument();
  });

  it('searches with the query, flag and sort in the address, leaving out what is empty', async () => {
    const searches: string[] = [];
    const stop = router.on('before', (event) => {
      searches.push(event.detail.visit.url.search);
    });
    renderWithPage(<CustomerFiltersForm filters={{}} flags={flagsRo} />, {
      shared: { translations: ro, locale: 'ro' },
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Căutare' }), '069 12');
    await userEvent.selectOptions(screen.getByLabelText('Ordine'), 'spent');
    await userEvent.click(screen.getByRole('button', { name: 'Caută' }));

    expect(visits).toHaveLength(1);
    expect(visits[0]!.url).toBe('/admin/clienti');
    stop();
    expect(Object.fromEntries(new URLSearchParams(searches[0]))).toEqual({ q: '069 12', sort: 'spent' });
  });

  it('appends a note and sets a flag with its note', async () => {
    renderWithPage(
      <>
        <CustomerNotes customer={profile} canWrite />
        <CustomerFlagForm customer={profile} flags={flagsRo} />
      </>,
      { shared: { translations: ro, locale: 'ro' } },
    );
    expect(screen.getByText('Sună seara')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Notă nouă/), 'Preferă curierul');
    await userEvent.click(screen.getByRole('button', { name: 'Adăugați nota' }));
    await userEvent.selectOptions(screen.getByLabelText('Semnal'), 'no_pickup');
    await userEvent.type(screen.getByLabelText('Motivul'), 'Două colete refuzate');
    await userEvent.click(screen.getByRole('button', { name: 'Salvați semnalul' }));

    expect(visits.map((visit) => [visit.method, visit.url, visit.data])).toEqual([
      ['post', '/admin/clienti/12/note', { body: 'Preferă curierul' }],
      ['put', '/admin/clienti/12/semnal', { flag: 'no_pickup', note: 'Două colete refuzate' }],
    ]);
  });

  it('asks twice before erasing: the button opens the question, which wants the customer’s number typed', async () => {
    renderWithPage(<CustomerPrivacy customerId={12} />, { shared: { translations: ru, locale: 'ru' } });
    expect(screen.getByRole('link', { name: 'Скачать данные (ZIP)' })).toHaveAttribute(
      'href',
      '/admin/clienti/12/date',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить личные данные' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Удалить навсегда' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Введите номер клиента/), '13');
    expect(submit).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText(/Введите номер клиента/));
    await userEvent.type(within(dialog).getByLabelText(/Введите номер клиента/), '12');
    await userEvent.click(submit);

    expect(visits.map((visit) => [visit.method, visit.url, visit.data])).toEqual([
      ['post', '/admin/clienti/12/stergere', { confirm: '12' }],
    ]);
  });
});
