import { usePage } from '@inertiajs/react';
import { ShoppingCart } from 'lucide-react';

import { CountBadge, iconButtonClass } from '@/components/ui/icon-button';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/**
 * The header's cart icon: a link to the cart page with the units in the cart (a shared prop, fresh on every visit).
 * Phones have the cart in the bottom bar (PhoneBar) instead.
 */
export function CartHeaderLink() {
  const t = useT();
  const route = useRoute();
  const count = usePage().props.cart.count;

  return (
    <Link
      href={route('cart.show')}
      prefetch="hover"
      aria-label={t('header.cart', { count })}
      data-test="header-cart"
      className={`${iconButtonClass} hidden sm:flex`}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <CountBadge count={count} test="counter-cart" />
    </Link>
  );
}
