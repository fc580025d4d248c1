import { type FormEvent, type ReactNode, useState } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** The login's second step: a code from the authenticator app, or one of the saved recovery codes. */
export default function TwoFactorChallengePage({ status }: { status?: string | null }) {
  const t = useT();
  const route = useRoute();
  const [recovery, setRecovery] = useState(false);
  const form = useAccountForm({ code: '', recovery_code: '' });
  const field = useFormField(form);
  const code = field('code');

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
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="two-factor-form">
        {recovery ? (
          <TextField
            key="recovery"
            {...field('recovery_code')}
            label={t('account.label.recovery_code')}
            autoComplete="one-time-code"
            required
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            {...code}
            onChange={(value) => code.onChange(value.replace(/\D/g, '').slice(0, 6))}
            label={t('account.label.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
            className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          />
        )}
        <Button type="submit" loading={form.processing} className="w-full" test="submit">
          {t('account.two_factor_challenge.submit')}
        </Button>
        <Button variant="link" onClick={toggle} test="toggle-recovery">
          {t(recovery ? 'account.two_factor_challenge.use_code' : 'account.two_factor_challenge.use_recovery')}
        </Button>
      </form>
    </AuthCard>
  );
}

TwoFactorChallengePage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
