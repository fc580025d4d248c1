import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { Panel, SettingsShell } from '@/components/settings/settings-shell';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import { useAccountAppearance } from '@/hooks/use-account-appearance';
import { APPEARANCES, type Appearance } from '@/hooks/use-appearance';
import StoreLayout from '@/layouts/store-layout';
import { type TranslationKey, useT } from '@/lib/i18n';

const OPTIONS: Record<Appearance, { icon: LucideIcon; label: TranslationKey }> = {
  light: { icon: Sun, label: 'appearance.light' },
  dark: { icon: Moon, label: 'appearance.dark' },
  system: { icon: Monitor, label: 'appearance.system' },
};

type Props = { breadcrumbs: Crumb[]; status: string | null };

/** The header's light/dark/system switch, larger, saved on the account as well as in this browser. */
export default function AppearanceSettingsPage({ breadcrumbs, status }: Props) {
  const t = useT();
  const { appearance, updateAppearance } = useAccountAppearance();

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.appearance.title')}
      intro={t('account.settings.appearance.intro')}
      status={status}
    >
      <Panel>
        <fieldset data-test="appearance-options">
          <legend className="sr-only">{t('appearance.label')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {APPEARANCES.map((value) => {
              const { icon: Icon, label } = OPTIONS[value];

              return (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 p-4 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 dark:border-neutral-700 dark:has-checked:border-brand-400 dark:has-checked:bg-neutral-800"
                >
                  <input
                    type="radio"
                    name="appearance"
                    value={value}
                    checked={appearance === value}
                    onChange={() => updateAppearance(value)}
                    data-test={`appearance-option-${value}`}
                    className="sr-only"
                  />
                  <Icon className="size-5" aria-hidden="true" />
                  {t(label)}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Panel>
    </SettingsShell>
  );
}

AppearanceSettingsPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
