import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { FormatHelp } from '@/components/admin/catalog-import/format-help';
import { renderWithPage } from '@/test/render-page';

const places = [{ slug: 'centru', name: 'Centru', warehouse: false }];

describe('the import format help', () => {
  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('names the name column as read past on import (%s)', (_, translations) => {
    renderWithPage(<FormatHelp places={places} mayChangePrices />, { shared: { translations } });

    expect(screen.getByText('name', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(translations['admin.catalog_import.format.name'])).toBeInTheDocument();
  });

  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)(
    'explains the category and on-sale columns to those who may change the catalogue only (%s)',
    (_, translations) => {
      const { unmount } = renderWithPage(<FormatHelp places={places} mayChangePrices />, { shared: { translations } });
      expect(screen.getByText('category', { selector: 'dt' })).toBeInTheDocument();
      expect(screen.getByText(translations['admin.catalog_import.format.category'])).toBeInTheDocument();
      expect(screen.getByText(translations['admin.catalog_import.format.active'])).toBeInTheDocument();
      unmount();

      renderWithPage(<FormatHelp places={places} mayChangePrices={false} />, { shared: { translations } });
      expect(screen.queryByText('category', { selector: 'dt' })).not.toBeInTheDocument();
      expect(screen.queryByText('active', { selector: 'dt' })).not.toBeInTheDocument();
    },
  );
});
