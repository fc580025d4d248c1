import { router, useForm } from '@inertiajs/react';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { OnboardingSteps } from '@/components/admin/two-factor/onboarding-steps';
import { RecoveryCodes } from '@/components/settings/recovery-codes';
import { TwoFactorSetup } from '@/components/settings/two-factor-setup';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import AdminOnboardingLayout from '@/layouts/admin-onboarding-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type TwoFactorSetup as Setup } from '@/types/account';

type Props = {
  enabled: boolean;
  setup: Setup | null;
  recoveryCodes: string[] | null;
  /** The admin page to go on to: the one the staff member asked for, or the dashboard. */
  continueTo: string;
};

/**
 * /admin/doi-factori: why the back office needs two-factor sign-in, then its steps in one place: start (a new
 * secret), scan and type the first code, keep the recovery codes (continuing waits for "I saved them"), go on.
 */
export default function TwoFactorOnboardingPage({ enabled, setup, recoveryCodes, continueTo }: Props) {
  const t = useT();
  const route = useRoute();
  const start = useForm({});
  const [saved, setSaved] = useState(false);
  const step = enabled ? 3 : setup !== null ? 1 : 0;
  const go = () => router.visit(continueTo);

  return (
    <div className="space-y-5">
      <header className="space-y-3">
        <h1 className="flex items-start gap-2 text-xl font-bold tracking-tight sm:text-2xl">
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-accent-text" aria-hidden="true" />
          {t('admin.onboarding.heading')}
        </h1>
        <p className="text-sm text-text-muted sm:text-base" data-test="onboarding-why">
          {t('admin.onboarding.why')}
        </p>
      </header>
      <Card>
        <div className="space-y-5">
          <OnboardingSteps current={step} />
          {!enabled && setup === null && (
            <Button
              loading={start.processing}
              onClick={() => start.post(route('admin.two-factor.enable'), { preserveScroll: true })}
              test="two-factor-enable"
              className="w-full sm:w-auto"
            >
              {t('admin.onboarding.start')}
            </Button>
          )}
          {setup !== null && <TwoFactorSetup setup={setup} confirmUrl={route('admin.two-factor.confirm')} />}
          {enabled && (
            <div className="space-y-4">
              <p data-test="two-factor-status" className="flex items-center gap-2 font-medium text-success">
                <ShieldCheck className="size-5" aria-hidden="true" />
                {t('admin.onboarding.done')}
              </p>
              {recoveryCodes !== null && (
                <>
                  <RecoveryCodes codes={recoveryCodes} />
                  <Checkbox
                    name="codes_saved"
                    label={t('admin.onboarding.saved')}
                    value={saved}
                    onChange={setSaved}
                    data-test="codes-saved"
                  />
                </>
              )}
              <Button
                onClick={go}
                disabled={recoveryCodes !== null && !saved}
                test="onboarding-continue"
                className="w-full sm:w-auto"
              >
                {t('admin.onboarding.continue')}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}

TwoFactorOnboardingPage.layout = (page: ReactNode) => <AdminOnboardingLayout>{page}</AdminOnboardingLayout>;
