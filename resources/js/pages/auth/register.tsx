import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { AuthCard } from '@/components/auth/auth-card';
import { LegalText } from '@/components/legal/legal-text';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { newPasswordRejected, PASSWORD_MIN_LENGTH, useAccountForm } from '@/hooks/use-account-form';
import { useClearedPasswords } from '@/hooks/use-cleared-passwords';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { PHONE_PLACEHOLDER } from '@/lib/phone';

type Props = {
  /** A guest order's contact details, when the shopper came from its confirmation page. */
  prefill?: { name: string; email: string; phone: string } | null;
};

export default function RegisterPage({ prefill = null }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({
    name: prefill?.name ?? '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    password: '',
    password_confirmation: '',
    terms: false,
  });
  const field = useFormField(form);
  const cleared = useClearedPasswords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cleared.mark({});
    // Another field's error keeps the passwords typed (they stay in the page, the server never sends them back).
    form.post(route('register.store'), {
      onError: (errors) => {
        if (!newPasswordRejected(errors)) return;
        form.reset('password', 'password_confirmation');
        cleared.mark({ password: 'rejected', password_confirmation: 'rejected' });
      },
    });
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
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="register-form">
        <TextField {...field('name')} label={t('account.label.name')} autoComplete="name" required autoFocus />
        <TextField {...field('email')} type="email" label={t('account.label.email')} autoComplete="email" required />
        <TextField
          {...field('phone')}
          type="tel"
          label={t('account.label.phone')}
          hint={t('forms.phone_hint')}
          placeholder={PHONE_PLACEHOLDER}
          autoComplete="tel"
          inputMode="tel"
        />
        <PasswordField
          {...field('password')}
          label={t('account.label.password')}
          hint={cleared.hint('password', form.data.password, t('account.label.password_hint'))}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <PasswordField
          {...field('password_confirmation')}
          label={t('account.label.password_confirmation')}
          hint={cleared.hint('password_confirmation', form.data.password_confirmation)}
          autoComplete="new-password"
          required
        />
        <Checkbox {...field('terms')} label={<LegalText text={t('account.label.terms')} />} required />
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

RegisterPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
