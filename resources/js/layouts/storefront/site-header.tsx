import { useRef } from 'react';

import { CatalogMenu } from '@/components/catalog-menu/catalog-menu';
import { BurgerButton } from '@/components/header/burger-button';
import { CatalogButton } from '@/components/header/catalog-button';
import { HeaderActions } from '@/components/header/header-actions';
import { HeaderPhones } from '@/components/header/header-phones';
import { SearchBox } from '@/components/header/search-box';
import { TopLinks } from '@/components/header/top-links';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { Container } from '@/layouts/storefront/container';
import { LocaleSwitch } from '@/layouts/storefront/locale-switch';
import { LogoLink } from '@/layouts/storefront/logo-link';
import { SideMenuOnDemand } from '@/components/side-menu/side-menu-on-demand';

/**
 * The header: a strip of storefront links, then the bar. Slots, left to right: brand (burger and logo), a flexible
 * middle (catalog button and search; the search wraps to its own row on small screens), actions (phones, compare,
 * favourites, user, cart, language, appearance). The mega-menu hangs below it; the side menu is a dialog, loaded on demand.
 * On phones it sticks to the top while the page scrolls, so the search and the cart stay one tap away (the bottom
 * row, PhoneBar, carries compare, favourites and the account there).
 */
export function SiteHeader() {
  const catalogButton = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-test="site-header"
      className="sticky top-0 z-30 border-b md:relative border-border bg-surface-raised/95"
    >
      <TopLinks />
      <Container className="flex flex-wrap items-center gap-x-2 gap-y-2 py-2 sm:gap-x-4 md:py-3">
        <div className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2 md:flex-none">
          <BurgerButton />
          <LogoLink />
        </div>
        <div className="order-last flex w-full items-center gap-3 md:order-none md:w-auto md:flex-1">
          <CatalogButton ref={catalogButton} />
          <SearchBox className="flex-1" />
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <HeaderPhones className="hidden xl:flex" />
          <HeaderActions />
          <LocaleSwitch />
          <AppearanceSwitcher className="hidden sm:flex" />
        </div>
      </Container>
      <CatalogMenu returnFocusTo={catalogButton} />
      <SideMenuOnDemand />
    </header>
  );
}
