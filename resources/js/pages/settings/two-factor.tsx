import { useForm } from '@inertiajs/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { type Crumb } from '@/components/catalog/breadcrumbs';
import { RecoveryCodes } from '@/components/settings/recovery-codes';
import { SettingsShell } from '@/components/settings/settings-shell';
import { TwoFactorSetup } from '@/components/settings/two-factor-setup';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import StorefrontLayout from '@/layouts/storefront-layout';
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

type Action = 'enable' | 'regenerate' | 'disable';

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
  // One request at a time; the button that sent it shows the spinner.
  const form = useForm({});
  const [action, setAction] = useState<Action | null>(null);
  const options = { preserveScroll: true };
  const run = (next: Action) => {
    setAction(next);
    if (next === 'enable') form.post(route('settings.two-factor.enable'), options);
    if (next === 'regenerate') form.post(route('settings.two-factor.recovery-codes'), options);
    if (next === 'disable') form.delete(route('settings.two-factor.disable'), options);
  };
  const busy = (which: Action) => form.processing && action === which;
  const Icon = enabled ? ShieldCheck : ShieldOff;

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.two_factor.title')}
      intro={t('account.settings.two_factor.intro')}
      status={status}
    >
      <Card>
        <div className="space-y-5">
          <p data-test="two-factor-status" className="flex items-center gap-2 font-medium">
            <Icon className={`size-5 ${enabled ? 'text-success' : 'text-text-muted'}`} aria-hidden="true" />
            {t(enabled ? 'account.settings.two_factor.status_on' : 'account.settings.two_factor.status_off')}
          </p>
          {recoveryCodes !== null && <RecoveryCodes codes={recoveryCodes} />}
          {setup !== null && <TwoFactorSetup setup={setup} />}
          {enabled && (
            <p className="text-sm text-text-muted">
              {t('account.settings.two_factor.codes_left', { count: recoveryCodesLeft })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {!enabled && setup === null && (
              <Button
                loading={busy('enable')}
                disabled={form.processing}
                onClick={() => run('enable')}
                test="two-factor-enable"
              >
                {t('account.settings.two_factor.enable')}
              </Button>
            )}
            {enabled && (
              <Button
                variant="secondary"
                loading={busy('regenerate')}
                disabled={form.processing}
                onClick={() => run('regenerate')}
                test="two-factor-regenerate"
              >
                {t('account.settings.two_factor.regenerate')}
              </Button>
            )}
            {(enabled || setup !== null) && (
              <Button
                variant={enabled ? 'danger' : 'secondary'}
                loading={busy('disable')}
                disabled={form.processing}
                onClick={() => run('disable')}
                test="two-factor-disable"
              >
                {t(enabled ? 'account.settings.two_factor.disable' : 'account.settings.two_factor.cancel')}
              </Button>
            )}
          </div>
        </div>
      </Card>
    </SettingsShell>
  );
}

TwoFactorSettingsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
