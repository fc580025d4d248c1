import { Menu } from 'lucide-react';

import { iconButtonClass } from '@/components/header/icon-button';
import { useT } from '@/lib/i18n';
import { headerActions, useHeaderStore } from '@/stores/header-store';

/** Opens the side menu (spec §4: the burger toggles it). */
export function BurgerButton() {
  const t = useT();
  const open = useHeaderStore((state) => state.headerShow);

  return (
    <button
      type="button"
      onClick={headerActions.toggleHeader}
      aria-label={t('header.menu')}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-test="burger"
      className={iconButtonClass}
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  );
}
