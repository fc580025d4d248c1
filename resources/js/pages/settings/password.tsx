import { type FormEvent, type ReactNode } from 'react';

import { type Crumb } from '@/components/catalog/breadcrumbs';
import { SettingsShell } from '@/components/settings/settings-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { newPasswordRejected, PASSWORD_MIN_LENGTH, useAccountForm } from '@/hooks/use-account-form';
import { useClearedPasswords } from '@/hooks/use-cleared-passwords';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { breadcrumbs: Crumb[]; status: string | null };

export default function PasswordSettingsPage({ breadcrumbs, status }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ current_password: '', password: '', password_confirmation: '' });
  const field = useFormField(form);
  const cleared = useClearedPasswords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put(route('settings.password.update'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
      // The current password proves who is asking: typed again after every failure. The new one stays unless it failed.
      onError: (errors) => {
        if (newPasswordRejected(errors)) {
          form.reset('current_password', 'password', 'password_confirmation');
          cleared.mark({ current_password: 'retry', password: 'rejected', password_confirmation: 'rejected' });
        } else {
          form.reset('current_password');
          cleared.mark({ current_password: 'retry' });
        }
      },
    });
  };

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.password.title')}
      intro={t('account.settings.password.intro')}
      status={status}
    >
      <Card>
        <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="password-form">
          <PasswordField
            {...field('current_password')}
            label={t('account.label.current_password')}
            hint={cleared.hint('current_password', form.data.current_password)}
            autoComplete="current-password"
            required
          />
          <PasswordField
            {...field('password')}
            label={t('account.label.new_password')}
            hint={cleared.hint('password', form.data.password, t('account.label.password_hint'))}
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            required
          />
          <PasswordField
            {...field('password_confirmation')}
            label={t('account.label.password_confirmation')}
            hint={cleared.hint('password_confirmation', form.data.password_confirmation)}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={form.processing} test="submit">
            {t('account.settings.save')}
          </Button>
        </form>
      </Card>
    </SettingsShell>
  );
}

PasswordSettingsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
