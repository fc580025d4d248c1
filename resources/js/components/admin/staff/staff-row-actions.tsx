import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type StaffMember, type StaffRole } from '@/types/admin';

/**
 * A staff row's actions: change the role (a dialog with the roles), disable (after a confirmation) or enable. The
 * owner's own row offers none; the server refuses them anyway, and the last owner's refusal comes back as a message.
 * Mailing an invitation again sits beside the pending state (StaffStatus's cell).
 */
export function StaffRowActions({ member, roles }: { member: StaffMember; roles: StaffRole[] }) {
  const t = useT();
  const route = useRoute();
  const [dialog, setDialog] = useState<'role' | 'disable' | null>(null);
  const roleForm = useForm<{ role: StaffRole }>({ role: member.role });
  const action = useForm({});

  if (member.self) return <span className="text-sm text-text-muted">—</span>;

  const close = () => setDialog(null);
  const saveRole = () =>
    roleForm.put(route('admin.staff.role', { user: member.id }), { preserveScroll: true, onFinish: close });
  const disable = () =>
    action.post(route('admin.staff.disable', { user: member.id }), { preserveScroll: true, onFinish: close });
  const enable = () => action.post(route('admin.staff.enable', { user: member.id }), { preserveScroll: true });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setDialog('role')} test={`change-role-${member.id}`}>
        {t('admin.staff.change_role')}
      </Button>
      {member.disabled ? (
        <Button variant="secondary" size="sm" onClick={enable} loading={action.processing} test={`enable-${member.id}`}>
          {t('admin.staff.enable')}
        </Button>
      ) : (
        <Button variant="danger" size="sm" onClick={() => setDialog('disable')} test={`disable-${member.id}`}>
          {t('admin.staff.disable')}
        </Button>
      )}

      <Dialog
        open={dialog === 'role'}
        onClose={close}
        title={t('admin.staff.change_role_title', { name: member.name })}
        size="sm"
        test="role-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.staff.cancel')}
            </Button>
            <Button onClick={saveRole} loading={roleForm.processing} test="role-save">
              {t('admin.staff.save')}
            </Button>
          </>
        }
      >
        <Select
          name="role"
          label={t('admin.staff.field.role')}
          value={roleForm.data.role}
          onChange={(role) => roleForm.setData('role', role)}
          options={roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          error={roleForm.errors.role}
        />
      </Dialog>

      <Dialog
        open={dialog === 'disable'}
        onClose={close}
        title={t('admin.staff.disable_title', { name: member.name })}
        description={t('admin.staff.disable_text')}
        size="sm"
        test="disable-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.staff.cancel')}
            </Button>
            <Button variant="danger" onClick={disable} loading={action.processing} test="disable-confirm">
              {t('admin.staff.disable')}
            </Button>
          </>
        }
      />
    </div>
  );
}
