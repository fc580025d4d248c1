import { usePage } from '@inertiajs/react';

import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type StaffMember } from '@/types/admin';

/**
 * A staff row's state: disabled, waiting for the invitee to choose a password (when the link went out, and whether
 * it has expired), or active.
 */
export function StaffStatus({ member }: { member: StaffMember }) {
  const t = useT();
  const { locale } = usePage().props;

  if (member.disabled) {
    return (
      <Badge tone="danger" test={`status-${member.id}`}>
        {t('admin.staff.disabled_badge')}
      </Badge>
    );
  }
  if (member.invitation === null) {
    return (
      <Badge tone="neutral" test={`status-${member.id}`}>
        {t('admin.staff.active')}
      </Badge>
    );
  }

  return (
    <div className="space-y-1">
      <Badge tone="warning" test={`status-${member.id}`}>
        {t('admin.staff.pending_badge')}
      </Badge>
      <p className="max-w-56 text-xs text-text-muted" data-test={`pending-note-${member.id}`}>
        {t('admin.staff.pending_note', { date: formatDateTime(member.invitation.sent_at, locale) })}
        {member.invitation.expired && (
          <span className="block font-medium text-warning">{t('admin.staff.pending_expired')}</span>
        )}
      </p>
    </div>
  );
}

/** When the member last signed in, in the shop's date format, or "never". */
export function LastSignIn({ member }: { member: StaffMember }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <span className="whitespace-nowrap" data-test={`last-login-${member.id}`}>
      {member.last_login_at === null ? t('admin.staff.never') : formatDateTime(member.last_login_at, locale)}
    </span>
  );
}
