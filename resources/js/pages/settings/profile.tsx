import { type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/account/buttons';
import { DeleteAccount } from '@/components/settings/delete-account';
import { FormField } from '@/components/account/form-field';
import { PasswordField } from '@/components/account/password-field';
import { FieldError, inputClass } from '@/components/forms/field';
import { Panel, SettingsShell } from '@/components/settings/settings-shell';
import { TextLink } from '@/components/account/text-link';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type Account } from '@/types/account';
import { type Locale } from '@/types/shared';
import { useAccountForm } from '@/hooks/use-account-form';

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
  // A new address takes over the account (reset links go there), so the server asks for the password with it.
  const emailChanges = form.data.email.trim().toLowerCase() !== account.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform(({ current_password, ...data }) => (emailChanges ? { ...data, current_password } : data));
    form.patch(route('settings.profile.update'), {
      preserveScroll: true,
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
      <Panel>
        <form onSubmit={submit} className="space-y-4" noValidate data-test="profile-form">
          <FormField
            name="name"
            label={t('account.label.name')}
            value={form.data.name}
            onChange={(value) => form.setData('name', value)}
            error={form.errors.name}
            autoComplete="name"
            required
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
          {emailChanges && (
            <PasswordField
              name="current_password"
              label={t('account.label.current_password')}
              hint={t('account.settings.profile.password_needed')}
              value={form.data.current_password}
              onChange={(value) => form.setData('current_password', value)}
              error={form.errors.current_password}
              autoComplete="current-password"
              required
            />
          )}
          {!account.email_verified && (
            <p data-test="email-unverified" className="text-sm text-amber-700 dark:text-amber-400">
              {t('account.settings.profile.unverified')}{' '}
              <TextLink href={route('verification.notice')}>{t('account.verify.resend')}</TextLink>
            </p>
          )}
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
          <div>
            <label
              htmlFor="profile-locale"
              className="mb-1.5 block text-sm font-medium text-neutral-800 dark:text-neutral-200"
            >
              {t('account.label.locale')}
            </label>
            <select
              id="profile-locale"
              name="locale"
              value={form.data.locale}
              onChange={(event) => form.setData('locale', event.target.value as Locale)}
              data-test="field-locale"
              className={inputClass}
            >
              <option value="ro">{t('account.locale.ro')}</option>
              <option value="ru">{t('account.locale.ru')}</option>
            </select>
            <FieldError name="locale" message={form.errors.locale} />
          </div>
          <Button processing={form.processing} data-test="submit">
            {t('account.settings.save')}
          </Button>
        </form>
      </Panel>
      <DeleteAccount />
    </SettingsShell>
  );
}

ProfileSettingsPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
