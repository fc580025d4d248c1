import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ResendInvitationButton } from '@/components/admin/staff/resend-invitation-button';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { LastSignIn, StaffStatus } from '@/components/admin/staff/staff-status';
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
  invitation: null,
  last_login_at: '2026-11-24 09:05',
  self: false,
};
const pending: StaffMember = {
  ...member,
  id: 8,
  invitation: { sent_at: '2026-11-20 12:00', expired: true },
  last_login_at: null,
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

describe('Resending an invitation', () => {
  it('asks first, saying the link mailed before stops working', () => {
    const { container } = renderWithPage(<ResendInvitationButton member={pending} linkHours={72} />);
    expect(document.querySelector('[data-test="resend-dialog"]')).toBeNull();
    fireEvent.click(container.querySelector('[data-test="resend-8"]') as Element);
    const dialog = document.querySelector('[data-test="resend-dialog"]');
    expect(dialog?.textContent).toContain('admin.staff.resend_title');
    expect(dialog?.textContent).toContain('admin.staff.resend_text');
    expect(document.querySelector('[data-test="resend-confirm"]')).not.toBeNull();
  });

  it('is not among the row’s other actions', () => {
    const { container } = renderWithPage(<StaffRowActions member={pending} roles={[...roles]} />);
    expect(container.querySelector('[data-test="resend-8"]')).toBeNull();
  });
});

describe('StaffStatus and LastSignIn', () => {
  it('shows a pending invitation with its date and an expired link in Romanian', () => {
    renderWithPage(<StaffStatus member={pending} />, { shared: { locale: 'ro' } });

    expect(screen.getByText('admin.staff.pending_badge')).toBeInTheDocument();
    expect(document.querySelector('[data-test="pending-note-8"]')?.textContent).toContain(
      'admin.staff.pending_expired',
    );
  });

  it('shows the last sign-in in the shop’s format, or never', () => {
    const seen = renderWithPage(<LastSignIn member={member} />, { shared: { locale: 'ru' } });
    expect(seen.container.textContent).toBe('24.11.2026, 09:05');
    seen.unmount();

    const never = renderWithPage(<LastSignIn member={pending} />);
    expect(never.container.textContent).toBe('admin.staff.never');
  });

  it('says active or disabled for the others', () => {
    const active = renderWithPage(<StaffStatus member={member} />);
    expect(active.container.textContent).toBe('admin.staff.active');
    active.unmount();
    const disabled = renderWithPage(<StaffStatus member={{ ...pending, disabled: true }} />);
    expect(disabled.container.textContent).toBe('admin.staff.disabled_badge');
  });
});
