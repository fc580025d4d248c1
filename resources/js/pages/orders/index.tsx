import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { Pagination } from '@/components/ui/pagination';
import StorefrontLayout from '@/layouts/storefront-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

type OrderRow = { number: string; url: string; placed_at: string; status_label: string; items: number; total: number };

type Props = {
  breadcrumbs: Crumb[];
  orders: OrderRow[];
  pagination: { current: number; last: number; next: string | null; previous: string | null };
};

/** The account's order history, each order linking to its page. */
export default function OrdersIndexPage({ breadcrumbs, orders, pagination }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('orders.my_orders')}</h1>
      {orders.length === 0 ? (
        <p className="mt-6 text-text-muted" data-test="orders-empty">
          {t('orders.none')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border" data-test="orders-list">
          {orders.map((order) => (
            <li key={order.number} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div>
                <Link
                  href={order.url}
                  className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                  data-test={`order-link-${order.number}`}
                >
                  {order.number}
                </Link>
                <p className="text-sm text-text-muted">
                  {formatDateTime(order.placed_at, locale)} · {t('orders.items', { count: order.items })}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">{formatPrice(order.total, locale)}</p>
                <p className="text-sm text-text-muted">{order.status_label}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={pagination.current}
          pages={pagination.last}
          links={{ prev: pagination.previous, next: pagination.next }}
        />
      </div>
    </Container>
  );
}

OrdersIndexPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
