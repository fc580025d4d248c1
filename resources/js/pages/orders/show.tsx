import { usePage } from '@inertiajs/react';
import { CircleCheck } from 'lucide-react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { OrderDetails } from '@/components/orders/order-details';
import { OrderAgain } from '@/components/orders/order-again';
import { OrderCancel } from '@/components/orders/order-cancel';
import { OrderNextSteps } from '@/components/orders/order-next-steps';
import { OrderPromos } from '@/components/orders/order-promos';
import { OrderPickup } from '@/components/orders/order-pickup';
import { OrderShipment } from '@/components/orders/order-shipment';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { OrderPaymentPanel } from '@/components/payments/order-payment-panel';
import { OrderAfterSale } from '@/components/returns/order-after-sale';
import { Alert } from '@/components/ui/alert';
import StorefrontLayout from '@/layouts/storefront-layout';
import { formatDateTime } from '@/lib/format-date';
import { ARRIVAL_ATTRIBUTE } from '@/lib/form-arrival';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type Order, type OrderAgainResult } from '@/types/checkout';
import { type OrderPayment } from '@/types/payments';
import { type CustomerAfterSale } from '@/types/returns';

type Props = { breadcrumbs: Crumb[]; order: Order; payment: OrderPayment | null; afterSale: CustomerAfterSale };

/**
 * One order: its status with what happens next, its timeline, lines, delivery and payment, the customer's own
 * cancellation while it is new; right after checkout (a one-time flash) it also thanks the shopper.
 */
export default function OrderPage({ breadcrumbs, order, payment, afterSale }: Props) {
  const t = useT();
  const page = usePage();
  const { locale } = page.props;
  const flash = page.flash as
    { orderCancel?: { message: string }; orderPlaced?: { number: string }; orderAgain?: OrderAgainResult } | undefined;
  const cancelled = flash?.orderCancel;
  // Only on the page the checkout led to: the order opened again later (from the account, a mail) thanks no more.
  const placed = flash?.orderPlaced?.number === order.number;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      {placed && (
        <div
          className="mt-4 flex scroll-mt-4 gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-none dark:border-green-900 dark:bg-green-950/40 dark:text-green-100"
          data-test="order-thanks"
          role="status"
          tabIndex={-1}
          {...{ [ARRIVAL_ATTRIBUTE]: '' }}
        >
          <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('orders.thanks')}</p>
            <p className="mt-1 text-sm">
              {t(order.contact.email === null ? 'orders.thanks_call' : 'orders.thanks_hint')}
            </p>
          </div>
        </div>
      )}
      {order.status === 'released' && (
        <p
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-test="order-released"
          role="status"
        >
          {t('orders.released')}
        </p>
      )}
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl" data-test="order-heading">
        {t('orders.title', { number: order.number })}
      </h1>
      <p className="mt-1 text-sm text-text-muted">
        {t('orders.placed_at')}: {formatDateTime(order.placed_at, locale)} · {t('orders.status_label')}:{' '}
        <span className="font-medium text-text" data-test="order-status">
          {order.status_label}
        </span>
      </p>
      {cancelled !== undefined && (
        <div className="mt-4">
          <Alert tone="success" test="order-cancel-done" arrival>
            {cancelled.message}
          </Alert>
        </div>
      )}
      {payment && <OrderPaymentPanel payment={payment} number={order.number} />}
      <OrderTimeline order={order} />
      <OrderShipment shipment={order.shipment} />
      {/* Where and when to collect it is what a pickup's shopper looks for first. */}
      {order.pickup !== null && <OrderPickup pickup={order.pickup} />}
      <OrderCancel order={order} />
      <OrderAgain url={order.again_url} result={flash?.orderAgain} />
      <OrderAfterSale afterSale={afterSale} />
      <section className="mt-6 rounded-xl border border-border" aria-labelledby="order-lines">
        <h2 id="order-lines" className="sr-only">
          {t('orders.lines')}
        </h2>
        <ul data-test="order-lines">
          {order.lines.map((line) => (
            <li
              key={line.sku}
              className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border p-4 last:border-b-0"
            >
              <div className="min-w-0">
                <Link
                  href={line.url}
                  className="font-medium hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                >
                  {line.name}
                </Link>
                <p className="text-sm text-text-muted">
                  {t('orders.quantity', { count: line.quantity, price: formatPrice(line.unit_price, locale) })}
                </p>
                {line.discount > 0 && (
                  <p className="text-sm text-success" data-test="order-line-discount">
                    {t('orders.line_discount', { amount: formatPrice(line.discount, locale) })}
                  </p>
                )}
              </div>
              <span className="font-semibold tabular-nums">{formatPrice(line.line_total, locale)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-border p-4 text-sm">
          <OrderPromos promos={order.promos} />
          <div className="flex justify-between">
            <dt>{t('checkout.delivery_fee')}</dt>
            <dd className="tabular-nums">
              {order.delivery_fee === 0 ? t('checkout.free') : formatPrice(order.delivery_fee, locale)}
            </dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{t('checkout.total')}</dt>
            <dd className="tabular-nums" data-test="order-total">
              {formatPrice(order.total, locale)}
            </dd>
          </div>
        </dl>
      </section>
      <div className="mt-6">
        <OrderDetails order={order} />
      </div>
      {order.status !== 'released' && <OrderNextSteps order={order} />}
      {order.comment !== null && (
        <p className="mt-4 text-sm text-text-muted">
          {t('orders.comment')}: {order.comment}
        </p>
      )}
    </Container>
  );
}

OrderPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
