import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { PasswordField } from '@/components/account/password-field';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

export default function ConfirmPasswordPage() {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('password.confirm.store'), { onFinish: () => form.reset('password') });
  };

  return (
    <AuthCard title={t('account.confirm.title')} intro={t('account.confirm.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate data-test="confirm-form">
        <PasswordField
          name="password"
          label={t('account.label.password')}
          value={form.data.password}
          onChange={(value) => form.setData('password', value)}
          error={form.errors.password}
          autoComplete="current-password"
          required
          autoFocus
        />
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.confirm.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ConfirmPasswordPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
