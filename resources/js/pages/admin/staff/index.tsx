import { usePage } from '@inertiajs/react';
import { Users } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InviteStaffForm } from '@/components/admin/staff/invite-staff-form';
import { ResendInvitationButton } from '@/components/admin/staff/resend-invitation-button';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { LastSignIn, StaffStatus } from '@/components/admin/staff/staff-status';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type StaffMember, type StaffRole } from '@/types/admin';

type Props = { staff: StaffMember[]; roles: StaffRole[]; linkHours: number };

/**
 * /admin/personal: who works in the back office (an invitation still waiting for its password, the last sign-in),
 * inviting someone or mailing the invitation again, roles, disabling (owners only).
 */
export default function StaffPage({ staff, roles, linkHours }: Props) {
  const t = useT();
  const { locale, errors } = usePage().props;
  const refused = (errors as Partial<Record<string, string>>).staff;

  const columns: TableColumn<StaffMember>[] = [
    {
      key: 'person',
      header: t('admin.staff.col.person'),
      wrap: true,
      cell: (member) => (
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {member.name}
            {member.self && <span className="font-normal text-text-muted"> ({t('admin.staff.you')})</span>}
          </p>
          <p className="whitespace-nowrap text-text-muted">{member.email}</p>
        </div>
      ),
    },
    { key: 'role', header: t('admin.staff.col.role'), cell: (member) => t(`admin.roles.${member.role}`) },
    {
      key: 'status',
      header: t('admin.staff.col.status'),
      wrap: true,
      // An invitation still waiting has its "resend" right beside it, in view without scrolling the table.
      cell: (member) => (
        <div className="space-y-2">
          <StaffStatus member={member} />
          {member.invitation !== null && !member.disabled && !member.self && (
            <ResendInvitationButton member={member} linkHours={linkHours} />
          )}
        </div>
      ),
    },
    { key: 'last-login', header: t('admin.staff.col.last_login'), cell: (member) => <LastSignIn member={member} /> },
    {
      key: 'two-factor',
      header: t('admin.staff.col.two_factor'),
      cell: (member) =>
        member.two_factor ? (
          <Badge tone="success">{t('admin.staff.two_factor_on')}</Badge>
        ) : (
          <Badge tone="warning">{t('admin.staff.two_factor_off')}</Badge>
        ),
    },
    {
      key: 'changed',
      header: t('admin.staff.col.changed'),
      cell: (member) => (member.changed_at === null ? '—' : formatDateTime(member.changed_at, locale)),
    },
    {
      key: 'actions',
      header: t('admin.staff.col.actions'),
      cell: (member) => <StaffRowActions member={member} roles={roles} />,
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('admin.staff.title')} intro={t('admin.staff.intro')} />
      {refused !== undefined && (
        <Alert tone="error" test="staff-refused">
          {refused}
        </Alert>
      )}
      <InviteStaffForm roles={roles} linkHours={linkHours} locale={locale} />
      <Table
        caption={t('admin.staff.table')}
        columns={columns}
        rows={staff}
        rowKey={(member) => member.id}
        empty={<EmptyState icon={Users} title={t('admin.staff.empty')} />}
        test="staff-table"
      />
    </div>
  );
}

StaffPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
