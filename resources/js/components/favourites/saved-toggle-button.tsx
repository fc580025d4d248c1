import { type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { useSavedToggle } from '@/hooks/use-saved-list';
import { useT, type TranslationKey } from '@/lib/i18n';
import { type SavedListName } from '@/types/shared';

export type ToggleVariant = 'card' | 'box';

type Props = {
  list: SavedListName;
  productId: number;
  icon: LucideIcon;
  labels: { add: TranslationKey; remove: TranslationKey };
  variant: ToggleVariant;
  test: string;
};

const VARIANTS: Record<ToggleVariant, { button: string; icon: string }> = {
  card: {
    button: 'size-8 rounded-full bg-surface-raised/90 shadow-sm ring-1 ring-border backdrop-blur',
    icon: 'size-4',
  },
  box: { button: 'size-11 rounded-lg border border-border', icon: 'size-5' },
};

/**
 * The favourites / compare switch for one product: a pressed-state button that flips at once, with the server's
 * refusal shown beside it (and read out) when the change could not be made.
 */
export function SavedToggleButton({ list, productId, icon: Icon, labels, variant, test }: Props) {
  const t = useT();
  const errorId = useId();
  const { saved, toggle, error } = useSavedToggle(list, productId);
  const style = VARIANTS[variant];
  const tone = saved ? 'text-accent-text' : 'text-text-soft hover:text-accent-text';

  return (
    <div className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={saved}
        aria-label={t(saved ? labels.remove : labels.add)}
        title={t(saved ? labels.remove : labels.add)}
        aria-describedby={error === null ? undefined : errorId}
        data-test={test}
        data-saved={saved ? 'true' : 'false'}
        className={`inline-flex items-center justify-center transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${style.button} ${tone}`}
      >
        <Icon
          className={style.icon}
          fill={saved && list === 'favourites' ? 'currentColor' : 'none'}
          aria-hidden="true"
        />
      </button>
      {error !== null && (
        <p
          id={errorId}
          role="alert"
          data-test={`${test}-error`}
          className="absolute top-full right-0 z-10 mt-1 w-56 rounded-md bg-text px-3 py-2 text-xs text-surface shadow-lg"
        >
          {error}
        </p>
      )}
    </div>
  );
}
