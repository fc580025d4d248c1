import { usePage } from '@inertiajs/react';
import { Heart, House, LayoutGrid, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { CountBadge } from '@/components/ui/icon-button';
import { sideMenu } from '@/components/side-menu/side-menu-on-demand';
import { Link } from '@/components/ui/link';
import { useSavedList } from '@/hooks/use-saved-list';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { headerActions, useHeaderState } from '@/state/header-state';

/** A tab's look; the current one in the brand's colour, the others muted. */
const itemClass = (current: boolean) =>
  `relative flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] leading-tight hover:text-accent-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${current ? 'font-semibold text-accent-text' : 'text-text-muted'}`;

/** The pages each tab stands for, by route name (without the `ru.` prefix). */
const SECTIONS = {
  home: (name: string) => name === 'home',
  catalog: (name: string) => name.startsWith('catalog.'),
  cart: (name: string) => name === 'cart.show',
  favorites: (name: string) => name === 'favourites.index',
  account: (name: string) => /^(account|settings)\./.test(name) || ['orders.index', 'login', 'register'].includes(name),
} as const;

type Section = keyof typeof SECTIONS;

/**
 * A tab's face: the icon (with a count badge) above the visible name. The name comes first in the markup (the icon
 * is moved above it by `order-first`), so the visible text reads "Coș 2" like the accessible name "Coș: 2" (WCAG
 * 2.5.3, label in name).
 */
function Face({ icon: Icon, label, count, test }: { icon: LucideIcon; label: string; count?: number; test: string }) {
  return (
    <>
      <span className="max-w-full truncate">{label}</span>{' '}
      <span className="relative order-first">
        <Icon className="size-5" aria-hidden="true" />
        {count !== undefined && <CountBadge count={count} test={`${test}-count`} />}
      </span>
    </>
  );
}

function Tab({
  href,
  section,
  current,
  label,
  children,
}: {
  href: string;
  section: Section;
  current: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      data-test={`phone-bar-${section}`}
      className={itemClass(current)}
    >
      {children}
    </Link>
  );
}

function preloadSideMenu() {
  sideMenu.preload().catch(() => undefined);
}

/**
 * The phone's bottom bar (below `sm`, where the header keeps only the menu, the logo and the search): home, the
 * catalogue (the side menu opened at its categories), the cart and favourites with their counts, and the account,
 * as the local shops have it. The tab of the page shown is marked `aria-current`. The layout pads the page by the
 * bar's height and the phone's safe area, so the bar never covers the end of the page.
 */
export function PhoneBar() {
  const t = useT();
  const route = useRoute();
  const { auth, cart, route: page } = usePage().props;
  const favourites = useSavedList('favourites').count;
  const catalogOpen = useHeaderState((state) => state.headerShow && state.sideMenuAt === 'catalog');
  const at = (section: Section) => page.name !== null && SECTIONS[section](page.name);

  return (
    <nav
      aria-label={t('header.phone_bar')}
      data-test="phone-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-border bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <div className="flex h-14 w-full">
        <Tab href={route('home')} section="home" current={at('home')}>
          <Face icon={House} label={t('nav.home')} test="phone-bar-home" />
        </Tab>
        <button
          type="button"
          onClick={headerActions.openCatalogInSideMenu}
          onPointerEnter={preloadSideMenu}
          onFocus={preloadSideMenu}
          aria-haspopup="dialog"
          aria-expanded={catalogOpen}
          aria-current={at('catalog') ? 'true' : undefined}
          data-test="phone-bar-catalog"
          className={itemClass(at('catalog') || catalogOpen)}
        >
          <Face icon={LayoutGrid} label={t('header.catalog')} test="phone-bar-catalog" />
        </button>
        <Tab
          href={route('cart.show')}
          section="cart"
          current={at('cart')}
          label={t('header.cart', { count: cart.count })}
        >
          <Face icon={ShoppingCart} label={t('phone_bar.cart')} count={cart.count} test="phone-bar-cart" />
        </Tab>
        <Tab
          href={route('favourites.index')}
          section="favorites"
          current={at('favorites')}
          label={t('header.favorites', { count: favourites })}
        >
          <Face icon={Heart} label={t('side_menu.favorites')} count={favourites} test="phone-bar-favorites" />
        </Tab>
        <Tab href={route(auth.user === null ? 'login' : 'account.dashboard')} section="account" current={at('account')}>
          <Face icon={UserRound} label={t('phone_bar.account')} test="phone-bar-account" />
        </Tab>
      </div>
    </nav>
  );
}
