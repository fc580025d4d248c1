import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type StaffRole } from '@/types/admin';
import { type Locale } from '@/types/shared';

/** Invites someone to the back office: name, e-mail, role and the language of their mail and pages. */
export function InviteStaffForm({
  roles,
  linkHours,
  locale,
}: {
  roles: StaffRole[];
  linkHours: number;
  locale: Locale;
}) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm<{ name: string; email: string; role: StaffRole | ''; locale: Locale }>({
    name: '',
    email: '',
    role: '',
    locale,
  });
  const field = useFormField(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('admin.staff.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  };

  return (
    <Card header={t('admin.staff.invite.title')} test="invite-staff">
      <p className="mb-4 text-sm text-text-muted">{t('admin.staff.invite.intro', { hours: linkHours })}</p>
      <form
        method="post"
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        data-test="invite-form"
      >
        <TextField {...field('name')} label={t('admin.staff.field.name')} autoComplete="off" required />
        <TextField {...field('email')} type="email" label={t('admin.staff.field.email')} autoComplete="off" required />
        <Select
          {...field('role')}
          label={t('admin.staff.field.role')}
          placeholder={t('admin.staff.field.role')}
          options={roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          required
        />
        <Select
          {...field('locale')}
          label={t('admin.staff.field.locale')}
          options={[
            { value: 'ro', label: t('admin.staff.locale.ro') },
            { value: 'ru', label: t('admin.staff.locale.ru') },
          ]}
          required
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={form.processing} test="invite-submit">
            {t('admin.staff.invite.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
