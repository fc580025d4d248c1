import { useForm } from '@inertiajs/react';
import { MailCheck } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { AuthCard } from '@/components/auth/auth-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { status: string | null; email: string | null; linkInvalid: boolean };

export default function VerifyEmailPage({ status, email, linkInvalid }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({});
  // The resend form has no fields: a refusal (too many e-mails) comes back under the account's address.
  const error = (form.errors as Partial<Record<string, string>>).email;

  const resend = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('verification.send'));
  };

  return (
    <AuthCard
      title={t('account.verify.title')}
      status={status}
      intro={
        linkInvalid ? (
          <Alert tone="error" test="link-invalid">
            {t('account.verify.invalid')}
          </Alert>
        ) : (
          <p className="flex items-start gap-2">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
            <span>{t('account.verify.intro', { email: email ?? '' })}</span>
          </p>
        )
      }
    >
      {email === null ? (
        <TextLink href={route('login')}>{t('account.verify.login')}</TextLink>
      ) : (
        <form method="post" onSubmit={resend} className="space-y-4" data-test="resend-form">
          <Button type="submit" loading={form.processing} className="w-full" test="resend">
            {t('account.verify.resend')}
          </Button>
          {error !== undefined && (
            <Alert tone="error" test="error-email">
              {error}
            </Alert>
          )}
          <p className="text-center text-sm">
            <TextLink href={route('settings.profile.edit')}>{t('account.verify.change_email')}</TextLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

VerifyEmailPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
