import { Link, usePage } from '@inertiajs/react';
import { ChartNoAxesColumn, Heart, UserRound } from 'lucide-react';

import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { availableStoreLinks } from '@/lib/shop';
import { headerActions } from '@/stores/header-store';

const entryClass =
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-neutral-200 dark:hover:bg-neutral-800';

const SAVED_ENTRIES = [
  { id: 'compare', icon: ChartNoAxesColumn, label: 'side_menu.compare', route: 'compare.index' },
  { id: 'favorites', icon: Heart, label: 'side_menu.favorites', route: 'favourites.index' },
] as const;

/** The account (login for guests), compare and favourites, then the storefront areas that exist. */
export function SideMenuLinks() {
  const t = useT();
  const route = useRoute();
  const user = usePage().props.auth.user;

  return (
    <>
      <ul className="border-y border-neutral-200 py-2 dark:border-neutral-800">
        <li>
          <Link
            href={route(user === null ? 'login' : 'dashboard')}
            onClick={headerActions.closeHeader}
            data-test="side-menu-account"
            className={entryClass}
          >
            <UserRound className="size-4" aria-hidden="true" />
            {user === null ? t('account.menu.login') : t('header.account')}
          </Link>
        </li>
        {SAVED_ENTRIES.map(({ id, icon: Icon, label, route: name }) => (
          <li key={id}>
            <Link
              href={route(name)}
              onClick={headerActions.closeHeader}
              data-test={`side-menu-${id}`}
              className={entryClass}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={t('nav.label')}>
        <ul>
          {availableStoreLinks().map((link) => (
            <li key={link.id}>
              <Link
                href={route(link.route, link.params)}
                onClick={headerActions.closeHeader}
                data-test={`side-menu-link-${link.id}`}
                className={entryClass}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
