import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import { DeleteAccount } from '@/components/settings/delete-account';
import { SettingsShell } from '@/components/settings/settings-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { PHONE_PLACEHOLDER, formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type Account } from '@/types/account';
import { type Locale } from '@/types/shared';

type Props = { breadcrumbs: Crumb[]; status: string | null; account: Account };

export default function ProfileSettingsPage({ breadcrumbs, status, account }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({
    name: account.name,
    email: account.email,
    phone: account.phone === null ? '' : formatPhone(account.phone),
    locale: account.locale,
    current_password: '',
  });
  const field = useFormField(form);
  const locales: SelectOption<Locale>[] = [
    { value: 'ro', label: t('account.locale.ro') },
    { value: 'ru', label: t('account.locale.ru') },
  ];
  // A new address takes over the account (reset links go there), so the server asks for the password with it.
  const emailChanges = form.data.email.trim().toLowerCase() !== account.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform(({ current_password, ...data }) => (emailChanges ? { ...data, current_password } : data));
    form.patch(route('settings.profile.update'), {
      preserveScroll: true,
      // A new address waits for its link (shown above the field): the field goes back to the account's own.
      onSuccess: (page) => form.setData('email', (page.props.account as Account).email),
      onFinish: () => form.reset('current_password'),
    });
  };

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.profile.title')}
      intro={t('account.settings.profile.intro')}
      status={status}
    >
      <Card>
        <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="profile-form">
          <TextField {...field('name')} label={t('account.label.name')} autoComplete="name" required />
          <TextField {...field('email')} type="email" label={t('account.label.email')} autoComplete="email" required />
          {emailChanges && (
            <PasswordField
              {...field('current_password')}
              label={t('account.label.current_password')}
              hint={t('account.settings.profile.password_needed')}
              autoComplete="current-password"
              required
            />
          )}
          {account.pending_email !== null && (
            <Alert tone="info" test="email-pending">
              {t('account.settings.profile.pending', { email: account.pending_email })}
            </Alert>
          )}
          {!account.email_verified && (
            <Alert tone="warning" test="email-unverified">
              {t('account.settings.profile.unverified')}{' '}
              <TextLink href={route('verification.notice')}>{t('account.verify.resend')}</TextLink>
            </Alert>
          )}
          <TextField
            {...field('phone')}
            type="tel"
            label={t('account.label.phone')}
            hint={t('forms.phone_hint')}
            placeholder={PHONE_PLACEHOLDER}
            autoComplete="tel"
            inputMode="tel"
          />
          <Select {...field('locale')} label={t('account.label.locale')} options={locales} />
          <Button type="submit" loading={form.processing} test="submit">
            {t('account.settings.save')}
          </Button>
        </form>
      </Card>
      <DeleteAccount />
    </SettingsShell>
  );
}

ProfileSettingsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
