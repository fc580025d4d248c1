import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditChanges } from '@/components/admin/audit/audit-changes';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { renderWithPage } from '@/test/render-page';
import { type StaffMember } from '@/types/admin';

const member: StaffMember = {
  id: 7,
  name: 'Ion',
  email: 'ion@example.md',
  role: 'manager',
  two_factor: true,
  disabled: false,
  changed_at: '2026-11-24 10:00',
  self: false,
};
const roles = ['owner', 'manager', 'editor', 'warehouse'] as const;

describe('StaffRowActions', () => {
  it('offers nothing on the owner’s own row', () => {
    renderWithPage(<StaffRowActions member={{ ...member, self: true }} roles={[...roles]} />);

    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks before disabling and offers enabling for a disabled account', () => {
    const { container, unmount } = renderWithPage(<StaffRowActions member={member} roles={[...roles]} />);
    expect(document.querySelector('[data-test="disable-dialog"]')).toBeNull();
    fireEvent.click(container.querySelector('[data-test="disable-7"]') as Element);
    expect(document.querySelector('[data-test="disable-dialog"]')).not.toBeNull();
    expect(document.querySelector('[data-test="disable-confirm"]')).not.toBeNull();
    unmount();

    const disabled = renderWithPage(<StaffRowActions member={{ ...member, disabled: true }} roles={[...roles]} />);
    expect(disabled.container.querySelector('[data-test="enable-7"]')).not.toBeNull();
    expect(disabled.container.querySelector('[data-test="disable-7"]')).toBeNull();
  });
});

describe('AuditChanges', () => {
  it('shows each field before → after, and a dash without changes', () => {
    const { container, unmount } = renderWithPage(
      <AuditChanges changes={[{ field: 'role', label: 'Rolul', before: 'editor', after: 'manager' }]} />,
    );
    expect(container.textContent).toContain('Rolul:');
    expect(screen.getByText('editor')).toHaveClass('line-through');
    expect(screen.getByText('manager')).toBeInTheDocument();
    unmount();

    const empty = renderWithPage(<AuditChanges changes={[]} />);
    expect(empty.container.querySelector('[data-test="audit-changes"]')).toBeNull();
  });
});
