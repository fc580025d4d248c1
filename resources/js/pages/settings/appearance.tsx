import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { type Crumb } from '@/components/catalog/breadcrumbs';
import { SettingsShell } from '@/components/settings/settings-shell';
import { Card } from '@/components/ui/card';
import { ChoiceCards, type ChoiceCardOption } from '@/components/ui/choice-cards';
import { useAccountAppearance } from '@/hooks/use-account-appearance';
import { APPEARANCES, type Appearance } from '@/hooks/use-appearance';
import StorefrontLayout from '@/layouts/storefront-layout';
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
  const options: ChoiceCardOption<Appearance>[] = APPEARANCES.map((value) => {
    const { icon: Icon, label } = OPTIONS[value];

    return { value, title: t(label), aside: <Icon className="size-5 text-text-muted" aria-hidden="true" /> };
  });

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.appearance.title')}
      intro={t('account.settings.appearance.intro')}
      status={status}
    >
      <Card>
        <ChoiceCards
          name="appearance"
          label={t('appearance.label')}
          value={appearance}
          onChange={updateAppearance}
          options={options}
        />
      </Card>
    </SettingsShell>
  );
}

AppearanceSettingsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
