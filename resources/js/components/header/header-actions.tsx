import { usePage } from '@inertiajs/react';
import { ChartNoAxesColumn, Heart, UserRound, type LucideIcon } from 'lucide-react';

import { CartHeaderLink } from '@/components/cart/cart-header-link';
import { CountBadge, iconButtonClass } from '@/components/ui/icon-button';
import { Link } from '@/components/ui/link';
import { useSavedList } from '@/hooks/use-saved-list';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SavedListName } from '@/types/shared';

type SavedLink = { id: string; list: SavedListName; icon: LucideIcon; label: TranslationKey; counter: string };

const SAVED_LINKS: SavedLink[] = [
  { id: 'compare', list: 'compare', icon: ChartNoAxesColumn, label: 'header.compare', counter: 'compare' },
  { id: 'favorites', list: 'favourites', icon: Heart, label: 'header.favorites', counter: 'favorites' },
];

/** The compare and favourites pages, with the lists' counts (pending toggles included). */
function SavedListLink({ link }: { link: SavedLink }) {
  const t = useT();
  const route = useRoute();
  const { count } = useSavedList(link.list);
  const Icon = link.icon;

  return (
    <Link
      href={route(link.list === 'compare' ? 'compare.index' : 'favourites.index')}
      aria-label={t(link.label, { count })}
      title={t(link.label, { count })}
      data-test={`header-${link.id}`}
      className={`${iconButtonClass} hidden sm:flex`}
    >
      <Icon className="size-5" aria-hidden="true" />
      <CountBadge count={count} test={`counter-${link.counter}`} />
    </Link>
  );
}

/** The user icon: the login page for guests, the account for signed-in people (with a dot to show it). */
function AccountLink() {
  const t = useT();
  const route = useRoute();
  const user = usePage().props.auth.user;

  return (
    <Link
      href={route(user === null ? 'login' : 'account.dashboard')}
      prefetch="hover"
      aria-label={user === null ? t('account.menu.login') : `${t('header.account')}: ${user.name}`}
      title={user === null ? t('account.menu.login') : user.name}
      data-test="header-user"
      data-signed-in={user === null ? undefined : 'true'}
      className={`${iconButtonClass} hidden sm:flex`}
    >
      <UserRound className="size-5" aria-hidden="true" />
      {user !== null && (
        <span
          aria-hidden="true"
          className="absolute right-1.5 bottom-1.5 size-2 rounded-full bg-green-500 ring-2 ring-surface"
        />
      )}
    </Link>
  );
}

export function HeaderActions() {
  return (
    <div className="flex items-center">
      {SAVED_LINKS.map((link) => (
        <SavedListLink key={link.id} link={link} />
      ))}
      <AccountLink />
      <CartHeaderLink />
    </div>
  );
}
