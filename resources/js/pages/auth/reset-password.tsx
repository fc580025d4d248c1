import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { FormField } from '@/components/account/form-field';
import { PASSWORD_MIN_LENGTH, PasswordField } from '@/components/account/password-field';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

type Props = { token: string; email: string };

export default function ResetPasswordPage({ token, email }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ token, email, password: '', password_confirmation: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('password.store'), { onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <AuthCard title={t('account.reset.title')} intro={t('account.reset.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate data-test="reset-form">
        <FormField
          name="email"
          type="email"
          label={t('account.label.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={form.errors.email}
          autoComplete="username"
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
          autoFocus
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
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ResetPasswordPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
