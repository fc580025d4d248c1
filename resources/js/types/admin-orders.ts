// Orders in the back office (App\Queries\Admin\Orders\OrderProps, App\Queries\Admin\OpenCalls).

import { type OrderPromo } from '@/types/checkout';

export type OrderStatus =
  'new' | 'confirmed' | 'packed' | 'shipped' | 'ready_for_pickup' | 'completed' | 'cancelled' | 'released';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'new',
  'confirmed',
  'packed',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
  'released',
];

export type OrderRow = {
  number: string;
  placed_at: string;
  name: string | null;
  phone: string;
  total: number;
  delivery: string | null;
  payment: string | null;
  one_click: boolean;
  /** "Taken by Ana by phone" for an order staff entered by hand; null otherwise. */
  taken_by: string | null;
  /** Paid online (docs/payments.md); an online payment staff must look at (money that did not pay the order). */
  paid_online: boolean;
  payment_attention: boolean;
  status: OrderStatus;
  status_label: string;
};

/** The list's filters as the query string holds them; absent keys are not filtered on. */
export type OrderFilters = Partial<
  Record<'q' | 'status' | 'from' | 'to' | 'delivery' | 'store' | 'payment' | 'kind', string>
>;

export type StoreOption = { value: number; label: string };

/**
 * A courier zone the call list offers, with its fee, the order total from which delivery is free (bani) and the days
 * the checkout offers for it today.
 */
export type DeliveryZoneOption = { value: string; fee: number; free_from: number; dates: string[] };

/** A move this person may make; `final` ones (handing over, completing, cancelling) are confirmed first. */
export type OrderMove = { status: OrderStatus; label: string; final: boolean };

/** The order's last final move while this person may still revert it: its status, the one it goes back to, until when. */
export type OrderRevert = { from: string; to: string; until: string };

export type OrderLineDetail = {
  name: string;
  sku: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** What codes and cart rules took off this line; bani. */
  discount: number;
  /** The place the line's units are reserved at now; null once given back (or never reserved). */
  reserved_at: string | null;
};

/**
 * A store or warehouse to pack the order from (App\Queries\Admin\Orders\OrderStockPlaces): how many of the order's
 * `needed` units it could give, and whether every unit is reserved there now.
 */
export type PackingPlace = {
  id: number;
  name: string;
  kind: 'store' | 'warehouse';
  units: number;
  needed: number;
  reserved: boolean;
};

export type OrderDetail = {
  number: string;
  kind: 'checkout' | 'one_click' | 'phone' | 'store';
  /** "Taken by Ana by phone" for an order staff entered by hand; null otherwise. */
  taken_by: string | null;
  /** Whether the person signed in may change its lines, delivery and payment now. */
  can_edit: boolean;
  status: OrderStatus;
  status_label: string;
  version: number;
  placed_at: string;
  cancel_reason: string | null;
  /** Until when an unconfirmed order keeps its units; null once confirmed. */
  held_until: string | null;
  customer: {
    name: string | null;
    phone: string;
    phone_display: string;
    email: string | null;
    account: { name: string; email: string } | null;
  };
  delivery: {
    method: 'courier' | 'pickup' | null;
    label: string | null;
    zone: string | null;
    city: string | null;
    address: string | null;
    date: string | null;
    interval: string | null;
    store: { name: string; address: string } | null;
  };
  payment: {
    method: string | null;
    label: string | null;
    credit_programme: string | null;
    credit_months: number | null;
    credit_monthly: number | null;
    company_name: string | null;
    company_idno: string | null;
  };
  comment: string | null;
  /** Staff's note from the confirming call: shown to staff only. */
  call_note: string | null;
  lines: OrderLineDetail[];
  subtotal: number;
  discount_total: number;
  promos: OrderPromo[];
  delivery_fee: number;
  total: number;
};

export type TimelineEntry = {
  id: number;
  /** `revert`: a move taken back, `from` the status taken back, `to` the one restored, `body` the reason. */
  /** `edited`: staff changed the order before it shipped (App\Actions\Orders\EditOrder), `body` says what, old → new. */
  /** `payment`: money moved online (docs/payments.md), `to_status` what (`paid`, `late_success`, `refunded`…). */
  /** `shipment`: a shipped order's courier (`to`, its name) and tracking number (`body`) set or corrected. */
  type: 'status' | 'note' | 'hold' | 'revert' | 'edited' | 'payment' | 'shipment';
  who: string;
  at: string | null;
  from: string | null;
  to: string | null;
  to_status: OrderStatus | null;
  body: string | null;
  public: boolean;
};

export type OpenCall = {
  number: string;
  kind: 'checkout' | 'one_click';
  version: number;
  placed_at: string;
  phone: string;
  phone_display: string;
  name: string | null;
  product: string | null;
  quantity: number | null;
  more_lines: number;
  lines: CallLine[];
  total: number;
  held_until: string | null;
  minutes_left: number | null;
};

/** A line of an order to confirm: its product's price and stock today (a product gone from the shop has no id). */
export type CallLine = {
  product_id: number | null;
  name: string;
  sku: string;
  price: number;
  quantity: number;
  stock: number;
};

/** A product the confirmation's picker found (App\Queries\Admin\Orders\CallProducts). */
export type CallProduct = { id: number; name: string; sku: string; price: number; stock: number };
