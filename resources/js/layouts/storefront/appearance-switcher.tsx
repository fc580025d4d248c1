import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { useAccountAppearance } from '@/hooks/use-account-appearance';
import { APPEARANCES, type Appearance } from '@/hooks/use-appearance';
import { useT, type TranslationKey } from '@/lib/i18n';

const OPTIONS: Record<Appearance, { icon: LucideIcon; label: TranslationKey }> = {
  light: { icon: Sun, label: 'appearance.light' },
  dark: { icon: Moon, label: 'appearance.dark' },
  system: { icon: Monitor, label: 'appearance.system' },
};

/**
 * Light / dark / system as a radio group of icons: native radios give the group semantics and arrow-key
 * navigation; the labels carry the accessible names. Each radio is transparent and covers its icon, so a click or
 * tap lands on the radio itself; the label draws the checked state and the focus ring.
 */
export function AppearanceSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const name = useId();
  const { appearance, updateAppearance } = useAccountAppearance();

  return (
    <fieldset
      data-test="appearance-switcher"
      className={`flex items-center gap-0.5 rounded-full border border-border p-0.5 ${className}`}
    >
      <legend className="sr-only">{t('appearance.label')}</legend>
      {APPEARANCES.map((value) => {
        const { icon: Icon, label } = OPTIONS[value];

        return (
          <label
            key={value}
            title={t(label)}
            className="relative flex size-7 items-center justify-center rounded-full text-text-subtle transition-colors sm:size-8 hover:text-text has-checked:bg-surface-strong has-checked:text-text has-focus-visible:ring-2 has-focus-visible:ring-accent"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={appearance === value}
              onChange={() => updateAppearance(value)}
              data-test={`appearance-${value}`}
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <Icon className="pointer-events-none size-4" aria-hidden="true" />
            <span className="sr-only">{t(label)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
