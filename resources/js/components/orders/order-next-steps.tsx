import { usePage } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Order } from '@/types/checkout';

/**
 * What a shopper can do after placing an order: keep shopping, follow the order (a guest on this page, which the
 * guest cookie reopens; an account in its order history) and, for a guest, open an account filled from the order.
 */
export function OrderNextSteps({ order }: { order: Order }) {
  const t = useT();
  const route = useRoute();
  const page = usePage();
  const guest = page.props.auth.user === null;

  return (
    <section className="mt-6 rounded-xl border border-border p-4" aria-labelledby="order-next" data-test="order-next">
      <h2 id="order-next" className="font-semibold">
        {t('orders.next.title')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button href={route('home')} variant="primary" test="order-next-continue">
          {t('orders.next.continue')}
        </Button>
        {guest ? (
          <Button href={page.url} variant="secondary" preserveScroll test="order-next-track">
            {t('orders.next.track')}
          </Button>
        ) : (
          <Button href={route('orders.index')} variant="secondary" test="order-next-track">
            {t('orders.next.my_orders')}
          </Button>
        )}
        {guest && (
          <Button
            href={`${route('register')}?${new URLSearchParams({ order: order.number })}`}
            variant="secondary"
            test="order-next-register"
          >
            {t('orders.next.register')}
          </Button>
        )}
      </div>
      {guest && (
        <p className="mt-3 text-sm text-text-muted">
          {t('orders.next.track_hint')} {t('orders.next.register_hint')}
        </p>
      )}
    </section>
  );
}
