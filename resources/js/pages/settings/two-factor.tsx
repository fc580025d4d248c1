import { router } from '@inertiajs/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { buttonClass } from '@/components/account/buttons';
import { RecoveryCodes } from '@/components/settings/recovery-codes';
import { Panel, SettingsShell } from '@/components/settings/settings-shell';
import { TwoFactorSetup } from '@/components/settings/two-factor-setup';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type TwoFactorSetup as Setup } from '@/types/account';

type Props = {
  breadcrumbs: Crumb[];
  status: string | null;
  enabled: boolean;
  setup: Setup | null;
  recoveryCodes: string[] | null;
  recoveryCodesLeft: number;
};

export default function TwoFactorSettingsPage({
  breadcrumbs,
  status,
  enabled,
  setup,
  recoveryCodes,
  recoveryCodesLeft,
}: Props) {
  const t = useT();
  const route = useRoute();
  const [busy, setBusy] = useState(false);
  const options = { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) };
  const Icon = enabled ? ShieldCheck : ShieldOff;

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.two_factor.title')}
      intro={t('account.settings.two_factor.intro')}
      status={status}
    >
      <Panel className="space-y-5">
        <p data-test="two-factor-status" className="flex items-center gap-2 font-medium">
          <Icon className={`size-5 ${enabled ? 'text-green-600' : 'text-neutral-400'}`} aria-hidden="true" />
          {t(enabled ? 'account.settings.two_factor.status_on' : 'account.settings.two_factor.status_off')}
        </p>
        {recoveryCodes !== null && <RecoveryCodes codes={recoveryCodes} />}
        {setup !== null && <TwoFactorSetup setup={setup} />}
        {enabled && (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('account.settings.two_factor.codes_left', { count: recoveryCodesLeft })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {!enabled && setup === null && (
            <button
              type="button"
              disabled={busy}
              onClick={() => router.post(route('settings.two-factor.enable'), {}, options)}
              data-test="two-factor-enable"
              className={buttonClass('primary')}
            >
              {t('account.settings.two_factor.enable')}
            </button>
          )}
          {enabled && (
            <button
              type="button"
              disabled={busy}
              onClick={() => router.post(route('settings.two-factor.recovery-codes'), {}, options)}
              data-test="two-factor-regenerate"
              className={buttonClass('secondary')}
            >
              {t('account.settings.two_factor.regenerate')}
            </button>
          )}
          {(enabled || setup !== null) && (
            <button
              type="button"
              disabled={busy}
              onClick={() => router.delete(route('settings.two-factor.disable'), options)}
              data-test="two-factor-disable"
              className={buttonClass(enabled ? 'danger' : 'secondary')}
            >
              {t(enabled ? 'account.settings.two_factor.disable' : 'account.settings.two_factor.cancel')}
            </button>
          )}
        </div>
      </Panel>
    </SettingsShell>
  );
}

TwoFactorSettingsPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
