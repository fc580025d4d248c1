import { type FormEvent } from 'react';

import { QrCode } from '@/components/ui/qr-code';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type TwoFactorSetup as Setup } from '@/types/account';

/**
 * The QR code, the key for typing and the code that proves the app has the secret. The account's settings confirm at
 * their own address; the back office's setup passes its own (`confirmUrl`).
 */
export function TwoFactorSetup({ setup, confirmUrl }: { setup: Setup; confirmUrl?: string }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ code: '' });
  const code = useFormField(form)('code');
  const groupedKey = setup.secret.replace(/(.{4})/g, '$1 ').trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(confirmUrl ?? route('settings.two-factor.confirm'), {
      preserveScroll: true,
      onError: () => form.reset(),
    });
  };

  return (
    <div className="space-y-4" data-test="two-factor-setup">
      <p className="text-sm text-text-muted">{t('account.settings.two_factor.scan')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode value={setup.uri} label={t('account.settings.two_factor.qr')} test="two-factor-qr" />
        <div className="min-w-0">
          <p className="text-sm font-medium">{t('account.settings.two_factor.key')}</p>
          <code
            data-test="two-factor-secret"
            data-secret={setup.secret}
            className="mt-1 block font-mono text-sm break-all"
          >
            {groupedKey}
          </code>
        </div>
      </div>
      <form
        method="post"
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
        data-test="two-factor-confirm-form"
      >
        <TextField
          {...code}
          onChange={(value) => code.onChange(value.replace(/\D/g, '').slice(0, 6))}
          label={t('account.label.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          className="sm:w-48 [&_input]:font-mono [&_input]:tracking-[0.3em]"
        />
        <Button type="submit" loading={form.processing} className="sm:mt-6.5" test="two-factor-confirm">
          {t('account.settings.two_factor.confirm')}
        </Button>
      </form>
    </div>
  );
}
