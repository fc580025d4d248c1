import { type FormEvent, type ReactNode, useState } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/account/buttons';
import { FormField } from '@/components/account/form-field';
import { textLinkClass } from '@/components/account/text-link';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useAccountForm } from '@/hooks/use-account-form';

/** The login's second step: a code from the authenticator app, or one of the saved recovery codes. */
export default function TwoFactorChallengePage({ status }: { status?: string | null }) {
  const t = useT();
  const route = useRoute();
  const [recovery, setRecovery] = useState(false);
  const form = useAccountForm({ code: '', recovery_code: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => (recovery ? { recovery_code: data.recovery_code } : { code: data.code }));
    form.post(route('two-factor.login.store'), { onError: () => form.reset('code', 'recovery_code') });
  };

  const toggle = () => {
    setRecovery((current) => !current);
    form.clearErrors();
    form.reset();
  };

  return (
    <AuthCard
      title={t('account.two_factor_challenge.title')}
      intro={t(recovery ? 'account.two_factor_challenge.intro_recovery' : 'account.two_factor_challenge.intro_code')}
      status={status}
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-test="two-factor-form">
        {recovery ? (
          <FormField
            key="recovery"
            name="recovery_code"
            label={t('account.label.recovery_code')}
            value={form.data.recovery_code}
            onChange={(value) => form.setData('recovery_code', value)}
            error={form.errors.recovery_code}
            autoComplete="one-time-code"
            autoFocus
          />
        ) : (
          <FormField
            key="code"
            name="code"
            label={t('account.label.code')}
            value={form.data.code}
            onChange={(value) => form.setData('code', value.replace(/\D/g, '').slice(0, 6))}
            error={form.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            autoFocus
            className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          />
        )}
        <Button processing={form.processing} className="w-full" data-test="submit">
          {t('account.two_factor_challenge.submit')}
        </Button>
        <button type="button" onClick={toggle} data-test="toggle-recovery" className={`${textLinkClass} text-sm`}>
          {t(recovery ? 'account.two_factor_challenge.use_code' : 'account.two_factor_challenge.use_recovery')}
        </button>
      </form>
    </AuthCard>
  );
}

TwoFactorChallengePage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
