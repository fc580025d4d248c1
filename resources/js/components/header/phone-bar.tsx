import { Link, usePage } from '@inertiajs/react';
import { ChartNoAxesColumn, Heart, UserRound, type LucideIcon } from 'lucide-react';

import { CountBadge } from '@/components/header/icon-button';
import { useSavedList } from '@/hooks/use-saved-list';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SavedListName } from '@/types/shared';

const itemClass =
  'relative flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] leading-tight text-neutral-700 hover:text-accent-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent dark:text-neutral-300';

type Item = { id: string; icon: LucideIcon; label: TranslationKey; counted: TranslationKey; list: SavedListName };

const LISTS: Item[] = [
  { id: 'compare', icon: ChartNoAxesColumn, label: 'side_menu.compare', counted: 'header.compare', list: 'compare' },
  { id: 'favorites', icon: Heart, label: 'side_menu.favorites', counted: 'header.favorites', list: 'favourites' },
];

/** A list's tab: its visible name, the count in a badge and in the accessible name (which starts with the name). */
function ListTab({ item }: { item: Item }) {
  const t = useT();
  const route = useRoute();
  const { count } = useSavedList(item.list);
  const Icon = item.icon;

  return (
    <Link
      href={route(item.list === 'compare' ? 'compare.index' : 'favourites.index')}
      aria-label={t(item.counted, { count })}
      data-test={`phone-bar-${item.id}`}
      className={itemClass}
    >
      {/* The name comes first in the markup (the icon and its badge are moved above it by `order-first`), so the
          visible text reads "Comparare 2" like the accessible name "Comparare: 2" (WCAG 2.5.3, label in name). */}
      <span className="max-w-full truncate">{t(item.label)}</span>{' '}
      <span className="relative order-first">
        <Icon className="size-5" aria-hidden="true" />
        <CountBadge count={count} test={`phone-bar-${item.id}-count`} />
      </span>
    </Link>
  );
}

/**
 * The phone's bottom row: compare, favourites and the account one tap away while the header (search and cart)
 * stays at the top. Wider screens have these in the header itself.
 */
export function PhoneBar() {
  const t = useT();
  const route = useRoute();
  const user = usePage().props.auth.user;

  return (
    <nav
      aria-label={t('header.phone_bar')}
      data-test="phone-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-14 border-t border-neutral-200 bg-white/95 pb-[env(safe-area-inset-bottom)] sm:hidden dark:border-neutral-800 dark:bg-neutral-900/95"
    >
      {LISTS.map((item) => (
        <ListTab key={item.id} item={item} />
      ))}
      <Link
        href={route(user === null ? 'login' : 'account.dashboard')}
        data-test="phone-bar-account"
        className={itemClass}
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="max-w-full truncate">{t('header.account')}</span>
      </Link>
    </nav>
  );
}
