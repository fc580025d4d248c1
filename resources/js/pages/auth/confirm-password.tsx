import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useClearedPasswords } from '@/hooks/use-cleared-passwords';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export default function ConfirmPasswordPage() {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ password: '' });
  const field = useFormField(form);
  const cleared = useClearedPasswords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cleared.mark({});
    form.post(route('password.confirm.store'), {
      onError: () => cleared.mark({ password: 'retry' }),
      onFinish: () => form.reset('password'),
    });
  };

  return (
    <AuthCard title={t('account.confirm.title')} intro={t('account.confirm.intro')}>
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="confirm-form">
        <PasswordField
          {...field('password')}
          label={t('account.label.password')}
          hint={cleared.hint('password', form.data.password)}
          autoComplete="current-password"
          required
          autoFocus
        />
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.confirm.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

ConfirmPasswordPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
