import { Link, usePage } from '@inertiajs/react';
import { ChartNoAxesColumn, Heart, UserRound, type LucideIcon } from 'lucide-react';

import { CartHeaderLink } from '@/components/cart/cart-header-link';
import { CountBadge, iconButtonClass } from '@/components/header/icon-button';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { useCounter, type Counters } from '@/stores/counters-store';

type Action = { id: string; icon: LucideIcon; label: TranslationKey; counter?: keyof Counters; className?: string };

// Compare and favourites are not built yet: the buttons are there and do nothing (spec §2).
const BEFORE_ACCOUNT: Action[] = [
  { id: 'compare', icon: ChartNoAxesColumn, label: 'header.compare', counter: 'compare', className: 'hidden sm:flex' },
  { id: 'favorites', icon: Heart, label: 'header.favorites', counter: 'favorites', className: 'hidden sm:flex' },
];

function ActionButton({ action }: { action: Action }) {
  const t = useT();
  const count = useCounter(action.counter ?? 'compare');
  const Icon = action.icon;

  return (
    <button
      type="button"
      aria-label={t(action.label, { count })}
      data-test={`header-${action.id}`}
      className={`${iconButtonClass} ${action.className ?? ''}`}
    >
      <Icon className="size-5" aria-hidden="true" />
      {action.counter !== undefined && <CountBadge count={count} test={`counter-${action.counter}`} />}
    </button>
  );
}

/** The user icon: the login page for guests, the account for signed-in people (with a dot to show it). */
function AccountLink() {
  const t = useT();
  const route = useRoute();
  const user = usePage().props.auth.user;

  return (
    <Link
      href={route(user === null ? 'login' : 'dashboard')}
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
          className="absolute right-1.5 bottom-1.5 size-2 rounded-full bg-green-500 ring-2 ring-white dark:ring-neutral-950"
        />
      )}
    </Link>
  );
}

export function HeaderActions() {
  return (
    <div className="flex items-center">
      {BEFORE_ACCOUNT.map((action) => (
        <ActionButton key={action.id} action={action} />
      ))}
      <AccountLink />
      <CartHeaderLink />
    </div>
  );
}
