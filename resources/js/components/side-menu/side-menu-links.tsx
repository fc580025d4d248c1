import { usePage } from '@inertiajs/react';
import { ChartNoAxesColumn, Heart, PackageSearch, UserRound } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useSavedList } from '@/hooks/use-saved-list';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { availableStoreLinks } from '@/lib/shop';
import { headerActions } from '@/state/header-state';

const entryClass =
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-text hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-accent';

const SAVED_ENTRIES = [
  {
    id: 'compare',
    list: 'compare',
    icon: ChartNoAxesColumn,
    label: 'side_menu.compare',
    counted: 'header.compare',
    route: 'compare.index',
  },
  {
    id: 'favorites',
    list: 'favourites',
    icon: Heart,
    label: 'side_menu.favorites',
    counted: 'header.favorites',
    route: 'favourites.index',
  },
] as const;

type SavedEntry = (typeof SAVED_ENTRIES)[number];

/** A list's link with its count: on phones the header hides those icons, so the menu shows the count. */
function SavedEntryLink({ entry }: { entry: SavedEntry }) {
  const t = useT();
  const route = useRoute();
  const { count } = useSavedList(entry.list);
  const Icon = entry.icon;

  return (
    <Link
      href={route(entry.route)}
      onClick={headerActions.closeHeader}
      aria-label={t(entry.counted, { count })}
      data-test={`side-menu-${entry.id}`}
      className={entryClass}
    >
      <Icon className="size-4" aria-hidden="true" />
      {t(entry.label)}{' '}
      <span
        aria-hidden="true"
        data-test={`side-menu-${entry.id}-count`}
        className="ml-auto rounded-full bg-surface-strong px-2 text-xs font-semibold text-text-soft"
      >
        {count}
      </span>
    </Link>
  );
}

/** The account (login for guests), compare and favourites, then the storefront areas that exist. */
export function SideMenuLinks() {
  const t = useT();
  const route = useRoute();
  const user = usePage().props.auth.user;

  return (
    <>
      <ul className="border-y border-border py-2">
        <li>
          <Link
            href={route(user === null ? 'login' : 'account.dashboard')}
            onClick={headerActions.closeHeader}
            data-test="side-menu-account"
            className={entryClass}
          >
            <UserRound className="size-4" aria-hidden="true" />
            {user === null ? t('account.menu.login') : t('header.account')}
          </Link>
        </li>
        {user === null && (
          <li>
            <Link
              href={route('orders.lookup')}
              onClick={headerActions.closeHeader}
              data-test="side-menu-order-lookup"
              className={entryClass}
            >
              <PackageSearch className="size-4" aria-hidden="true" />
              {t('orders.lookup.link')}
            </Link>
          </li>
        )}
        {SAVED_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <SavedEntryLink entry={entry} />
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
