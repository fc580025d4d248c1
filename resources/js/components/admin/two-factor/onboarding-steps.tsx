import { Check } from 'lucide-react';

import { useT } from '@/lib/i18n';

const STEPS = [
  'admin.onboarding.step_app',
  'admin.onboarding.step_scan',
  'admin.onboarding.step_code',
  'admin.onboarding.step_codes',
] as const;

/** The four steps of setting up two-factor sign-in, those behind `current` ticked and the current one marked. */
export function OnboardingSteps({ current }: { current: number }) {
  const t = useT();

  return (
    <ol className="space-y-2" data-test="onboarding-steps">
      {STEPS.map((key, index) => {
        const done = index < current;
        const now = index === current;

        return (
          <li
            key={key}
            aria-current={now ? 'step' : undefined}
            className={`flex items-start gap-3 text-sm ${now ? 'font-medium text-text' : 'text-text-muted'}`}
          >
            <span
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold ${
                done
                  ? 'border-success-line bg-success-soft text-success'
                  : now
                    ? 'border-accent bg-accent text-on-accent'
                    : 'border-border-strong bg-surface'
              }`}
              aria-hidden="true"
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span className="pt-0.5">{t(key)}</span>
          </li>
        );
      })}
    </ol>
  );
}
