import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { ExportLinesLink } from '@/components/admin/orders/export-lines-link';
import { renderWithPage } from '@/test/render-page';

describe('the orders export with lines', () => {
  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('keeps the list filters and asks for one row per line (%s)', (locale, translations) => {
    renderWithPage(<ExportLinesLink filters={{ status: 'completed', from: '2026-11-01' }} />, {
      shared: { translations, locale },
    });

    const link = screen.getByRole('link', { name: translations['admin.orders.export_lines'] });
    expect(link.getAttribute('href')).toMatch(/\/admin\/comenzi\/export\?status=completed&from=2026-11-01&lines=1$/);
  });

  it('asks for lines alone without filters', () => {
    renderWithPage(<ExportLinesLink filters={{}} />, { shared: { translations: ro } });

    expect(screen.getByRole('link').getAttribute('href')).toMatch(/\/admin\/comenzi\/export\?lines=1$/);
  });
});
