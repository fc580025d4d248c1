import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { newPasswordRejected, PASSWORD_MIN_LENGTH, useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { token: string; email: string };

export default function ResetPasswordPage({ token, email }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ token, email, password: '', password_confirmation: '' });
  const field = useFormField(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('password.store'), {
      onError: (errors) => {
        if (newPasswordRejected(errors)) form.reset('password', 'password_confirmation');
      },
    });
  };

  return (
    <AuthCard title={t('account.reset.title')} intro={t('account.reset.intro')}>
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="reset-form">
        <TextField {...field('email')} type="email" label={t('account.label.email')} autoComplete="username" required />
        <PasswordField
          {...field('password')}
          label={t('account.label.new_password')}
          hint={t('account.label.password_hint')}
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          required
          autoFocus
        />
        <PasswordField
          {...field('password_confirmation')}
          label={t('account.label.password_confirmation')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ResetPasswordPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
