import { AppearanceSwitcher } from '@/components/layout/appearance-switcher';
import { Container } from '@/components/layout/container';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { LogoLink } from '@/components/layout/logo-link';

/**
 * The header bar. Slots, left to right: brand (burger and logo), a flexible middle (catalog button and search),
 * actions (phones, compare, favourites, user, cart, language, appearance).
 */
export function SiteHeader() {
  return (
    <header
      data-test="site-header"
      className="border-b border-neutral-200 bg-white/95 dark:border-neutral-800 dark:bg-neutral-900/95"
    >
      <Container className="flex h-16 items-center gap-3 sm:gap-6">
        <div className="flex min-w-0 items-center gap-2">
          <LogoLink />
        </div>
        <div className="flex flex-1 items-center" />
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <LocaleSwitch />
          <AppearanceSwitcher />
        </div>
      </Container>
    </header>
  );
}
