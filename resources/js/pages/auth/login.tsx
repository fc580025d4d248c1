import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { CheckboxField } from '@/components/auth/checkbox-field';
import { FormField } from '@/components/account/form-field';
import { PasswordField } from '@/components/account/password-field';
import { TextLink } from '@/components/account/text-link';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

export default function LoginPage({ status }: { status: string | null }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ email: '', password: '', remember: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('login.store'), { onFinish: () => form.reset('password') });
  };

  return (
    <AuthCard
      title={t('account.login.title')}
      intro={t('account.login.intro')}
      status={status}
      footer={
        <>
          {t('account.login.no_account')}{' '}
          <TextLink href={route('register')} data-test="register-link">
            {t('account.login.register_link')}
          </TextLink>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-test="login-form">
        <FormField
          name="email"
          type="email"
          label={t('account.label.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={form.errors.email}
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField
          name="password"
          label={t('account.label.password')}
          value={form.data.password}
          onChange={(value) => form.setData('password', value)}
          error={form.errors.password}
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField
            name="remember"
            checked={form.data.remember}
            onChange={(value) => form.setData('remember', value)}
          >
            {t('account.label.remember')}
          </CheckboxField>
          <TextLink href={route('password.request')} className="text-sm" data-test="forgot-link">
            {t('account.login.forgot')}
          </TextLink>
        </div>
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

LoginPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
