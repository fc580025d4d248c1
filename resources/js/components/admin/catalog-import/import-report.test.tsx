import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { CsvUploadForm } from '@/components/admin/catalog-import/csv-upload-form';
import { ImportReport } from '@/components/admin/catalog-import/import-report';
import { renderWithPage } from '@/test/render-page';
import { type ImportReport as Report } from '@/types/admin-catalog-import';

const report: Report = {
  token: 't'.repeat(40),
  fileName: 'produse.csv',
  rows: 2,
  changed: 1,
  created: 1,
  unchanged: 0,
  badRows: 0,
  columns: ['name:ro', 'brand', 'spec:panel', 'images', 'category', 'active', 'price'],
  headerErrors: [],
  errors: [],
  changes: [
    {
      line: 2,
      sku: 'TV-1',
      fields: [
        { field: 'name:ro', kind: 'text', before: 'Produs vechi', after: 'Televizor Ștefan' },
        { field: 'spec:panel', kind: 'text', before: null, after: 'oled' },
        { field: 'active', kind: 'flag', before: 1, after: 0 },
        { field: 'images', kind: 'units', before: 1, after: 3 },
      ],
    },
    {
      line: 3,
      sku: 'NEW-1',
      created: true,
      fields: [
        { field: 'category', kind: 'text', before: null, after: 'televizoare' },
        { field: 'price', kind: 'money', before: null, after: 999_900 },
      ],
    },
  ],
};

describe('the import report', () => {
  it.each([
    ['ro', ro, 'Denumirea (ro)', 'Caracteristica panel', 'În vânzare', 'da', 'nu', 'nou'],
    ['ru', ru, 'Название (ro)', 'Характеристика panel', 'В продаже', 'да', 'нет', 'новый'],
  ] as const)(
    'shows texts, flags, picture counts and new products with their count (%s)',
    (locale, translations, name, spec, sale, yes, no, badge) => {
      renderWithPage(<ImportReport report={report} places={[]} />, { shared: { translations, locale } });

      expect(document.querySelector('[data-test="report-created"]')?.textContent).toBe('1');
      expect(screen.getByText(translations['admin.catalog_import.report.created'])).toBeInTheDocument();
      const changes = document.querySelector('[data-test="catalog-import-changes"]')?.textContent ?? '';
      expect(changes).toContain(`${name}: Produs vechi → Televizor Ștefan`);
      expect(changes).toContain(`${spec}: — → oled`);
      expect(changes).toContain(`${sale}: ${yes} → ${no}`);
      expect(changes).toContain(`${translations['admin.catalog_import.field.images']}: 1 → 3`);
      expect(changes).toContain('televizoare');
      expect(document.querySelectorAll('[data-test="change-created"]')).toHaveLength(1);
      expect(document.querySelector('[data-test="change-created"]')?.textContent).toBe(badge);
      // Changed and added products are both applied.
      expect(document.querySelector('[data-test="catalog-import-apply"]')).not.toBeNull();
    },
  );

  it('offers the zip of pictures only to staff who may change the catalogue', () => {
    const { unmount } = renderWithPage(<CsvUploadForm limits={{ rows: 1000, megabytes: 6 }} mayChangePrices />, {
      shared: { translations: ro },
    });
    expect(screen.getByLabelText(ro['admin.catalog_import.upload.pictures'])).toHaveAttribute(
      'accept',
      '.zip,application/zip',
    );
    unmount();

    renderWithPage(<CsvUploadForm limits={{ rows: 1000, megabytes: 6 }} />, { shared: { translations: ro } });
    expect(screen.queryByLabelText(ro['admin.catalog_import.upload.pictures'])).not.toBeInTheDocument();
  });
});
