import { ChartNoAxesColumn, Heart, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';

import { CountBadge, iconButtonClass } from '@/components/header/icon-button';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useCounter, type Counters } from '@/stores/counters-store';

type Action = { id: string; icon: LucideIcon; label: TranslationKey; counter?: keyof Counters; className?: string };

// Compare, favourites, account and cart are not built yet: the buttons are there and do nothing (spec §2).
const ACTIONS: Action[] = [
  { id: 'compare', icon: ChartNoAxesColumn, label: 'header.compare', counter: 'compare', className: 'hidden sm:flex' },
  { id: 'favorites', icon: Heart, label: 'header.favorites', counter: 'favorites', className: 'hidden sm:flex' },
  { id: 'user', icon: UserRound, label: 'header.account', className: 'hidden sm:flex' },
  { id: 'cart', icon: ShoppingCart, label: 'header.cart', counter: 'cart' },
];

function ActionButton({ action }: { action: Action }) {
  const t = useT();
  const count = useCounter(action.counter ?? 'cart');
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

export function HeaderActions() {
  return (
    <div className="flex items-center">
      {ACTIONS.map((action) => (
        <ActionButton key={action.id} action={action} />
      ))}
    </div>
  );
}
