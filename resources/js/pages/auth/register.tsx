import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { CheckboxField } from '@/components/auth/checkbox-field';
import { FormField } from '@/components/account/form-field';
import { PASSWORD_MIN_LENGTH, PasswordField } from '@/components/account/password-field';
import { TextLink } from '@/components/account/text-link';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

export default function RegisterPage() {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({
    name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
    terms: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('register.store'), { onError: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <AuthCard
      title={t('account.register.title')}
      intro={t('account.register.intro')}
      footer={
        <>
          {t('account.register.have_account')}{' '}
          <TextLink href={route('login')} data-test="login-link">
            {t('account.register.login_link')}
          </TextLink>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-test="register-form">
        <FormField
          name="name"
          label={t('account.label.name')}
          value={form.data.name}
          onChange={(value) => form.setData('name', value)}
          error={form.errors.name}
          autoComplete="name"
          required
          autoFocus
        />
        <FormField
          name="email"
          type="email"
          label={t('account.label.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={form.errors.email}
          autoComplete="email"
          required
        />
        <FormField
          name="phone"
          type="tel"
          label={t('account.label.phone')}
          hint={t('forms.phone_hint')}
          placeholder="+373 69 123 456"
          value={form.data.phone}
          onChange={(value) => form.setData('phone', value)}
          error={form.errors.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <PasswordField
          name="password"
          label={t('account.label.password')}
          hint={t('account.label.password_hint')}
          value={form.data.password}
          onChange={(value) => form.setData('password', value)}
          error={form.errors.password}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
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
        <CheckboxField
          name="terms"
          checked={form.data.terms}
          onChange={(value) => form.setData('terms', value)}
          error={form.errors.terms}
        >
          {t('account.label.terms')}
        </CheckboxField>
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

RegisterPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
