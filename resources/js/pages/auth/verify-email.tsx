import { useForm } from '@inertiajs/react';
import { MailCheck } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { FieldError } from '@/components/forms/field';
import { TextLink } from '@/components/account/text-link';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { status: string | null; email: string | null; linkInvalid: boolean };

export default function VerifyEmailPage({ status, email, linkInvalid }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({});

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
          <p data-test="link-invalid" role="alert" className="text-brand-700 dark:text-brand-400">
            {t('account.verify.invalid')}
          </p>
        ) : (
          <p className="flex items-start gap-2">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{t('account.verify.intro', { email: email ?? '' })}</span>
          </p>
        )
      }
    >
      {email === null ? (
        <TextLink href={route('login')}>{t('account.verify.login')}</TextLink>
      ) : (
        <form onSubmit={resend} className="space-y-4" data-test="resend-form">
          <Button processing={form.processing} className="w-full" data-test="resend">
            {t('account.verify.resend')}
          </Button>
          <FieldError name="email" message={(form.errors as Record<string, string | undefined>).email} />
          <p className="text-center text-sm">
            <TextLink href={route('settings.profile.edit')}>{t('account.verify.change_email')}</TextLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

VerifyEmailPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
