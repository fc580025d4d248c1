import { type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/account/buttons';
import { PASSWORD_MIN_LENGTH, PasswordField } from '@/components/account/password-field';
import { Panel, SettingsShell } from '@/components/settings/settings-shell';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

type Props = { breadcrumbs: Crumb[]; status: string | null };

export default function PasswordSettingsPage({ breadcrumbs, status }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ current_password: '', password: '', password_confirmation: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put(route('settings.password.update'), { preserveScroll: true, onFinish: () => form.reset() });
  };

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.password.title')}
      intro={t('account.settings.password.intro')}
      status={status}
    >
      <Panel>
        <form onSubmit={submit} className="space-y-4" noValidate data-test="password-form">
          <PasswordField
            name="current_password"
            label={t('account.label.current_password')}
            value={form.data.current_password}
            onChange={(value) => form.setData('current_password', value)}
            error={form.errors.current_password}
            autoComplete="current-password"
            required
          />
          <PasswordField
            name="password"
            label={t('account.label.new_password')}
            hint={t('account.label.password_hint')}
            minLength={PASSWORD_MIN_LENGTH}
            value={form.data.password}
            onChange={(value) => form.setData('password', value)}
            error={form.errors.password}
            autoComplete="new-password"
            required
          />
          <PasswordField
            name="password_confirmation"
            label={t('account.label.password_confirmation')}
            value={form.data.password_confirmation}
            onChange={(value) => form.setData('password_confirmation', value)}
            error={form.errors.password_confirmation}
            autoComplete="new-password"
            required
          />
          <Button processing={form.processing} data-test="submit">
            {t('account.settings.save')}
          </Button>
        </form>
      </Panel>
    </SettingsShell>
  );
}

PasswordSettingsPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
