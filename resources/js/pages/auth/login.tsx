import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useClearedPasswords } from '@/hooks/use-cleared-passwords';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export default function LoginPage({ status }: { status: string | null }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ email: '', password: '', remember: false });
  const field = useFormField(form);
  const cleared = useClearedPasswords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cleared.mark({});
    form.post(route('login.store'), {
      onError: () => cleared.mark({ password: 'retry' }),
      onFinish: () => form.reset('password'),
    });
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
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="login-form">
        <TextField
          {...field('email')}
          type="email"
          label={t('account.label.email')}
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField
          {...field('password')}
          label={t('account.label.password')}
          hint={cleared.hint('password', form.data.password)}
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox {...field('remember')} label={t('account.label.remember')} />
          <TextLink href={route('password.request')} className="text-sm" data-test="forgot-link">
            {t('account.login.forgot')}
          </TextLink>
        </div>
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

LoginPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
