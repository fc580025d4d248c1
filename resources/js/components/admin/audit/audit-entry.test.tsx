import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditChanges } from '@/components/admin/audit/audit-changes';
import { AuditEntry } from '@/components/admin/audit/audit-entry';
import { renderWithPage } from '@/test/render-page';
import { type AuditLogEntry } from '@/types/admin';

const entry: AuditLogEntry = {
  id: 1,
  at: '2026-11-20 14:05',
  user_name: 'Ana',
  user_email: 'ana@example.md',
  ip: '10.0.0.1',
  action: 'product.update',
  action_label: 'Produs modificat',
  sentence: { before: 'Produsul ', after: ' a fost modificat' },
  subject: { label: 'Televizor Quorra 55', url: '/admin/produse/545/editare' },
  details: [
    { label: 'Prețul', before: '1 250 lei', after: '1 199 lei' },
    { label: 'Imaginea', before: null, after: 'imagine adăugată' },
  ],
};

describe('AuditEntry', () => {
  it('reads as a sentence with the subject as a link, then what changed', () => {
    const { container } = renderWithPage(
      <ol>
        <AuditEntry entry={entry} />
      </ol>,
    );

    const sentence = container.querySelector('[data-test="audit-sentence"]');
    expect(sentence?.textContent).toBe('Produsul Televizor Quorra 55 a fost modificat');
    expect(screen.getByRole('link', { name: 'Televizor Quorra 55' })).toHaveAttribute(
      'href',
      '/admin/produse/545/editare',
    );
    expect(container.textContent).toContain('Ana');
    expect(container.textContent).toContain('admin.audit.from_ip');
  });

  it('names a deleted subject without a link, and the command line as the author', () => {
    const { container } = renderWithPage(
      <ol>
        <AuditEntry
          entry={{
            ...entry,
            user_name: null,
            user_email: 'console',
            subject: { label: 'TV-55', url: null },
            details: [],
          }}
        />
      </ol>,
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('TV-55');
    expect(container.textContent).toContain('admin.audit.console');
    expect(container.querySelector('[data-test="audit-changes"]')).toBeNull();
  });
});

describe('AuditChanges', () => {
  it('strikes the old value of a change and shows a one-sided value alone', () => {
    renderWithPage(<AuditChanges details={entry.details} />);

    expect(screen.getByText('1 250 lei')).toHaveClass('line-through');
    expect(screen.getByText('1 199 lei')).not.toHaveClass('line-through');
    expect(screen.getByText('imagine adăugată')).not.toHaveClass('line-through');
    expect(document.body.textContent).not.toContain('∅');
  });
});
