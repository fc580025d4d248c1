// Props of the checkout page (App\Http\Controllers\Checkout\CheckoutController) and the order page
// (App\Queries\Orders\CustomerOrder).

import { type InertiaFormProps } from '@inertiajs/react';

/** A courier zone: its fee, the cart total it is free from, and the days it can deliver on (`2026-11-25`). */
export type DeliveryZone = {
  code: 'chisinau' | 'suburbs' | 'country';
  fee: number;
  free_from: number;
  price: number;
  dates: string[];
};

export type PickupStore = { id: number; name: string; city: string; address: string; missing: string[] };

/** A credit programme for the goods' total (bani): the form opens on the one cheapest in total. */
export type CreditOption = { slug: string; name: string; months: number; monthly: number; total: number };

export type CheckoutOptions = {
  zones: DeliveryZone[];
  intervals: string[];
  stores: PickupStore[];
  credit: CreditOption[];
};

export type PaymentMethod = 'cash' | 'card' | 'online_card' | 'mia' | 'credit' | 'transfer';

export type CheckoutData = {
  idempotency_key: string;
  name: string;
  phone: string;
  email: string;
  delivery_method: 'courier' | 'pickup';
  delivery_zone: string;
  city: string;
  address: string;
  delivery_date: string;
  delivery_interval: string;
  store_id: string;
  payment_method: PaymentMethod;
  credit_programme: string;
  company_name: string;
  company_idno: string;
  comment: string;
  consent: boolean;
};

/** The part of the checkout's Inertia form its field groups read and write (kit fields through useFormField). */
export type CheckoutForm = Pick<InertiaFormProps<CheckoutData>, 'data' | 'errors' | 'setData' | 'clearErrors'>;

export type OrderLine = {
  name: string;
  sku: string;
  url: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** What codes and cart rules took off this line; bani. */
  discount: number;
};

/** A code or cart rule an order got, as kept when it was placed (App\Queries\Orders\OrderPromotions). */
export type OrderPromo = { label: string; code: string | null; discount: number; free_delivery: boolean };

/** One row of the order's public timeline: the order placed (`status: 'placed'`) or a status change. */
export type OrderTimelineEntry = {
  status: string;
  label: string;
  /** `2026-11-23 14:05` on the shop's clock. */
  at: string;
  /** Why it was cancelled, when the one cancelling said. */
  reason: string | null;
  /** Cancelled by the customer themself. */
  by_you: boolean;
};

/**
 * App\Services\Orders\PickupPromise: a pickup order's store, when it is ready (`ready`: marked ready by the store,
 * else the estimate) and the last day the store keeps it; moments and days on the shop's clock.
 */
export type OrderPickup = {
  store: { name: string; city: string; address: string; hours: string[] };
  ready: boolean;
  ready_at: string | null;
  held_until: string | null;
  /** How long it is kept, in words: `3 zile`, `3 дня`. */
  hold: string;
};

export type Order = {
  number: string;
  kind: 'checkout' | 'one_click';
  status: string;
  status_label: string;
  placed_at: string;
  /** The order's version the page shows (sent back with a cancellation: the optimistic check). */
  version: number;
  /** What the current status means and what happens next. */
  status_hint: string;
  timeline: OrderTimelineEntry[];
  /** Where the customer's cancellation posts; null when the order can no longer be cancelled by them. */
  cancel_url: string | null;
  /** "Order again" into the cart: on the account's own order only, else null. */
  again_url: string | null;
  contact: { name: string | null; phone: string; email: string | null };
  delivery: {
    method: 'courier' | 'pickup' | null;
    zone: string | null;
    city: string | null;
    address: string | null;
    date: string | null;
    interval: string | null;
    store: { name: string; address: string } | null;
  };
  /** For a pickup order still on its way to the customer; null otherwise. */
  pickup: OrderPickup | null;
  payment: {
    method: PaymentMethod | null;
    company_name: string | null;
    company_idno: string | null;
    credit_months: number | null;
    credit_monthly: number | null;
  };
  /** A shipped order's courier and tracking number (its link when the courier has a tracking page), or null. */
  shipment?: { courier: string | null; number: string | null; url: string | null } | null;
  comment: string | null;
  lines: OrderLine[];
  subtotal: number;
  discount_total: number;
  promos: OrderPromo[];
  delivery_fee: number;
  total: number;
};

/** Where an order is, as the order lookup shows it (App\Queries\Orders\CustomerOrder::progress): no contact, address or lines. */
export type OrderProgress = Pick<Order, 'status' | 'status_label' | 'status_hint' | 'placed_at' | 'timeline'> & {
  number: string;
};

/** The answer of "order again" (App\Http\Controllers\Orders\OrderAgainController), flashed to the order's page. */
export type OrderAgainResult = {
  message: string;
  added: { name: string; quantity: number }[];
  skipped: { name: string; reason: 'gone' | 'unavailable' | 'out_of_stock' | 'limited'; message: string }[];
  cart_url: string;
};
