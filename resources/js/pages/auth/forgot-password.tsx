import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export default function ForgotPasswordPage({ status }: { status: string | null }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ email: '' });
  const field = useFormField(form);

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
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="forgot-form">
        <TextField
          {...field('email')}
          type="email"
          label={t('account.label.email')}
          autoComplete="email"
          required
          autoFocus
        />
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ForgotPasswordPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
