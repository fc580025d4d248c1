import { Menu } from 'lucide-react';

import { iconButtonClass } from '@/components/ui/icon-button';
import { sideMenu } from '@/components/side-menu/side-menu-on-demand';
import { useT } from '@/lib/i18n';
import { headerActions, useHeaderState } from '@/state/header-state';

/** Opens the side menu (the burger toggles it); pointing at it or focusing it starts loading the menu. */
export function BurgerButton() {
  const t = useT();
  const open = useHeaderState((state) => state.headerShow);

  return (
    <button
      type="button"
      onClick={headerActions.toggleHeader}
      onPointerEnter={preloadSideMenu}
      onFocus={preloadSideMenu}
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

function preloadSideMenu() {
  sideMenu.preload().catch(() => undefined);
}
