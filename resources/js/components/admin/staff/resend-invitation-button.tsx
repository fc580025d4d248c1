import { useForm } from '@inertiajs/react';
import { Send } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type StaffMember } from '@/types/admin';

/**
 * "Resend invitation" for someone who has not chosen a password yet: after a confirmation that says the link mailed
 * before stops working, the server mails a fresh one in the invitee's language.
 */
export function ResendInvitationButton({ member, linkHours }: { member: StaffMember; linkHours: number }) {
  const t = useT();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const form = useForm({});
  const close = () => setOpen(false);
  const resend = () =>
    form.post(route('admin.staff.invitation.resend', { user: member.id }), { preserveScroll: true, onFinish: close });

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        test={`resend-${member.id}`}
        className="whitespace-nowrap"
      >
        <Send className="size-4" aria-hidden="true" />
        {t('admin.staff.resend')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('admin.staff.resend_title', { name: member.name })}
        description={t('admin.staff.resend_text', { hours: linkHours })}
        size="sm"
        test="resend-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.staff.cancel')}
            </Button>
            <Button onClick={resend} loading={form.processing} test="resend-confirm">
              {t('admin.staff.resend')}
            </Button>
          </>
        }
      />
    </>
  );
}
