import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { DeliveryListLink } from '@/components/admin/orders/delivery-list-link';
import { OrderDocuments } from '@/components/admin/orders/order-documents';
import { renderWithPage } from '@/test/render-page';
import { type StaffRole } from '@/types/admin';

const staff = (role: StaffRole) => ({
  user: { id: 1, name: 'Ana', email: 'ana@example.md', appearance: null, role },
});

const byTest = (name: string) => document.querySelector(`[data-test="${name}"]`);

const links = (key: string) => [
  byTest(`document-${key}-page`)?.getAttribute('href'),
  byTest(`document-${key}-pdf`)?.getAttribute('href'),
];

describe('the order documents card', () => {
  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)(
    'opens each document in the order language, or the one chosen, as a page and a PDF (%s)',
    async (locale, translations) => {
      renderWithPage(<OrderDocuments number="ES-2611-000042" companyIdno="1003600123456" />, {
        shared: { translations, locale, auth: staff('manager') },
      });

      expect(screen.getByRole('heading', { name: translations['admin.documents.title'] })).toBeInTheDocument();
      expect(links('packing')).toEqual([
        '/admin/comenzi/ES-2611-000042/fisa-de-ambalare',
        '/admin/comenzi/ES-2611-000042/fisa-de-ambalare?format=pdf',
      ]);
      expect(links('warranty')[0]).toBe('/admin/comenzi/ES-2611-000042/certificate-de-garantie');
      expect(links('invoice')).toEqual([
        '/admin/comenzi/ES-2611-000042/factura',
        '/admin/comenzi/ES-2611-000042/factura?format=pdf',
      ]);
      expect(screen.getAllByText(translations['admin.documents.print'])).toHaveLength(3);

      await userEvent.selectOptions(screen.getByLabelText(translations['admin.documents.language']), 'ru');
      expect(links('packing')).toEqual([
        '/admin/comenzi/ES-2611-000042/fisa-de-ambalare?limba=ru',
        '/admin/comenzi/ES-2611-000042/fisa-de-ambalare?limba=ru&format=pdf',
      ]);
      expect(links('invoice')[1]).toBe('/admin/comenzi/ES-2611-000042/factura?limba=ru&format=pdf');
    },
  );

  it('offers the invoice only to owners and managers, and only for a company buyer', () => {
    const { unmount } = renderWithPage(<OrderDocuments number="ES-1" companyIdno="1003600123456" />, {
      shared: { translations: ro, auth: staff('warehouse') },
    });
    expect(byTest('document-packing')).not.toBeNull();
    expect(byTest('document-invoice')).toBeNull();
    unmount();

    renderWithPage(<OrderDocuments number="ES-1" companyIdno={null} />, {
      shared: { translations: ro, auth: staff('owner') },
    });
    expect(byTest('document-invoice')).toBeNull();
    expect(byTest('document-warranty')).not.toBeNull();
  });

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('the orders list leads to the delivery list (%s)', (locale, translations) => {
    renderWithPage(<DeliveryListLink />, { shared: { translations, locale } });
    const link = screen.getByRole('link', { name: translations['admin.documents.delivery_list'] });
    expect(link.getAttribute('href')).toBe('/admin/livrari');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
