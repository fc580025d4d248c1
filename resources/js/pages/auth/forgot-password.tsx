import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { FormField } from '@/components/account/form-field';
import { TextLink } from '@/components/account/text-link';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

export default function ForgotPasswordPage({ status }: { status: string | null }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('password.email'));
  };

  return (
    <AuthCard
      title={t('account.forgot.title')}
      intro={t('account.forgot.intro')}
      status={status}
      footer={<TextLink href={route('login')}>{t('account.forgot.back')}</TextLink>}
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-test="forgot-form">
        <FormField
          name="email"
          type="email"
          label={t('account.label.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={form.errors.email}
          autoComplete="email"
          required
          autoFocus
        />
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ForgotPasswordPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
