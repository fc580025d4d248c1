import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { usePage } from '@inertiajs/react';
import { LayoutGrid, Phone, X } from 'lucide-react';
import { useState } from 'react';

import { iconButtonClass } from '@/components/ui/icon-button';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import { SideMenuCatalog } from '@/components/side-menu/side-menu-catalog';
import { SideMenuLinks } from '@/components/side-menu/side-menu-links';
import { shopYear } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { DESKTOP_MIN_WIDTH } from '@/lib/shop';
import { headerActions, useHeaderState } from '@/state/header-state';

function isDesktopWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;
}

/**
 * The side menu opened by the burger. The overlay, the close icon, Escape and every link inside close it, through
 * closeHeader, which also clears the catalog and search flags. Headless UI traps focus and gives it back
 * to the burger.
 */
export function SideMenu() {
  const t = useT();
  const open = useHeaderState((state) => state.headerShow);

  return (
    <Dialog open={open} onClose={headerActions.closeHeader} className="relative z-50">
      <DialogBackdrop data-test="side-menu-overlay" className="fixed inset-0 bg-black/50" />
      <DialogPanel
        data-test="side-menu"
        className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-surface-raised shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <DialogTitle className="text-lg font-bold text-text">{t('side_menu.title')}</DialogTitle>
          <button
            type="button"
            onClick={headerActions.closeHeader}
            aria-label={t('side_menu.close')}
            data-test="side-menu-close"
            className={iconButtonClass}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <SideMenuBody />
      </DialogPanel>
    </Dialog>
  );
}

/**
 * Mounted only while the menu is open, so the catalog drill-down starts at the top each time: on the first screen,
 * or on the catalogue itself when the phone's bottom bar opened the menu for it.
 */
function SideMenuBody() {
  const t = useT();
  const { shop, appName } = usePage().props;
  const openedAt = useHeaderState((state) => state.sideMenuAt);
  const [drillDown, setDrillDown] = useState(openedAt === 'catalog');
  const phone = shop.phones[0];

  const openCatalog = () => {
    if (isDesktopWide()) {
      headerActions.showCatalogInsteadOfHeader();
    } else {
      setDrillDown(true);
    }
  };

  if (drillDown) {
    return <SideMenuCatalog onExit={() => setDrillDown(false)} />;
  }

  return (
    <div className="flex flex-1 flex-col gap-5 p-4 text-sm">
      {phone !== undefined && (
        <a
          href={`tel:${phone}`}
          onClick={headerActions.closeHeader}
          data-test="side-menu-phone"
          className="flex items-center gap-2 self-start rounded-sm font-semibold text-text hover:text-accent-text"
        >
          <Phone className="size-4 text-accent-text" aria-hidden="true" />
          {formatPhone(phone)}
        </a>
      )}
      <button
        type="button"
        onClick={openCatalog}
        data-test="side-menu-catalog-button"
        className="flex h-11 items-center justify-center gap-2 rounded-lg bg-accent font-semibold text-white hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <LayoutGrid className="size-5" aria-hidden="true" />
        {t('header.catalog')}
      </button>
      <SideMenuLinks />
      <NewsletterBox />
      <AppearanceSwitcher className="self-start sm:hidden" />
      <p className="mt-auto text-xs text-text-subtle" data-test="side-menu-copyright">
        {t('footer.copyright', { year: shopYear(), name: appName })}
      </p>
    </div>
  );
}
