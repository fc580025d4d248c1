import { usePage } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OrderEditPanel } from '@/components/admin/order-entry/order-edit-panel';
import { OrderCustomerLink } from '@/components/admin/customers/order-customer-link';
import { OrderDocuments } from '@/components/admin/orders/order-documents';
import { OrderHold, type OrderHoldProps } from '@/components/admin/orders/order-hold';
import { OrderLines } from '@/components/admin/orders/order-lines';
import { OrderNoteForm } from '@/components/admin/orders/order-note-form';
import { OrderRevert } from '@/components/admin/orders/order-revert';
import { OrderShipmentForm, type OrderShipmentProps } from '@/components/admin/orders/order-shipment-form';
import { OrderStatusActions } from '@/components/admin/orders/order-status-actions';
import { OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { OrderSummary } from '@/components/admin/orders/order-summary';
import { OrderTimeline } from '@/components/admin/orders/order-timeline';
import { OrderPaymentsPanel } from '@/components/admin/payments/order-payments-panel';
import { OrderReturnsPanel } from '@/components/admin/returns/order-returns-panel';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import {
  type OrderDetail,
  type OrderMove,
  type OrderRevert as Revert,
  type PackingPlace,
  type TimelineEntry,
} from '@/types/admin-orders';
import { type OrderCustomer } from '@/types/admin-customers';
import { type AdminPayment } from '@/types/payments';
import { type AdminAfterSale } from '@/types/returns';

type Props = {
  order: OrderDetail;
  timeline: TimelineEntry[];
  moves: OrderMove[];
  places: PackingPlace[];
  couriers?: { value: string; label: string }[];
  /** A shipped order's courier and tracking number, for whoever may ship; null otherwise. */
  shipment?: OrderShipmentProps | null;
  hold: OrderHoldProps;
  /** Its customer with the flag (OrderCustomerLink reads it). */
  customer: OrderCustomer | null;
  can_view_customer: boolean;
  /** The last final move while this person may still revert it; null otherwise. */
  revert: Revert | null;
  /** Returns, refunds and warranty claims of the order. */
  afterSale: AdminAfterSale;
  /** Its online payments, newest first. */
  payments: AdminPayment[];
};

/** One order in the back office: what was bought, by whom, where it goes, its moves, notes and history. */
export default function AdminOrderShowPage({
  order,
  timeline,
  moves,
  places,
  couriers = [],
  shipment = null,
  hold,
  revert,
  afterSale,
  payments,
}: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div className="space-y-5">
      <Link
        href={route('admin.orders.index')}
        className="inline-flex items-center gap-1 rounded-sm text-sm text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        data-test="back-to-orders"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.orders.show.back')}
      </Link>
      <AdminPageHeader
        title={t('admin.orders.show.title', { number: order.number })}
        actions={<OrderStatusBadge status={order.status} label={order.status_label} test="order-status" />}
        intro={
          order.kind === 'one_click'
            ? `${t('admin.orders.show.placed', { date: formatDateTime(order.placed_at, locale) })} · ${t('admin.orders.kind.one_click')}`
            : order.taken_by !== null
              ? `${t('admin.orders.show.placed', { date: formatDateTime(order.placed_at, locale) })} · ${order.taken_by}`
              : t('admin.orders.show.placed', { date: formatDateTime(order.placed_at, locale) })
        }
      />
      <Card header={t('admin.orders.moves.title')} test="order-moves">
        {order.cancel_reason !== null && (
          <p className="mb-3 text-sm" data-test="cancel-reason">
            {t('admin.orders.show.cancel_reason', { reason: order.cancel_reason })}
          </p>
        )}
        <OrderHold key={`hold-${order.version}`} order={order} hold={hold} />
        {order.status === 'completed' ? (
          // Nothing follows a completed order in the workflow; a mistaken completion can still be reverted below.
          <p className="text-sm font-medium" data-test="order-completed">
            {t('admin.orders.completed.note')}
          </p>
        ) : (
          <OrderStatusActions key={order.version} order={order} moves={moves} places={places} couriers={couriers} />
        )}
        {shipment !== null && (
          <div className="mt-4 border-t border-border pt-4">
            <OrderShipmentForm
              key={`shipment-${shipment.courier}-${shipment.tracking_number}`}
              number={order.number}
              shipment={shipment}
            />
          </div>
        )}
        {order.can_edit && (
          <div className="mt-4 border-t border-border pt-4">
            <OrderEditPanel key={`edit-${order.version}`} number={order.number} status={order.status} />
          </div>
        )}
        {revert !== null && (
          <div className="mt-4 border-t border-border pt-4">
            <OrderRevert key={`revert-${order.version}`} order={order} revert={revert} />
          </div>
        )}
      </Card>
      <OrderLines order={order} />
      <OrderCustomerLink />
      <OrderSummary order={order} />
      <OrderDocuments number={order.number} companyIdno={order.payment.company_idno} />
      {payments.length > 0 && <OrderPaymentsPanel number={order.number} payments={payments} />}
      <OrderReturnsPanel number={order.number} afterSale={afterSale} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderTimeline entries={timeline} />
        <OrderNoteForm number={order.number} />
      </div>
    </div>
  );
}

AdminOrderShowPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
