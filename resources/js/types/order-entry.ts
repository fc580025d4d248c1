import { type DeliveryZoneOption, type StoreOption } from '@/types/admin-orders';

/** Units of a product at one place (App\Queries\Admin\Orders\CallProducts::places()). */
export type PlaceUnits = { name: string; units: number };

/** A product the order forms' picker found, with its units per place. */
export type EntryProduct = {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  places?: PlaceUnits[];
};

/**
 * A line of an order being taken or edited: the product, its units and its unit price in bani. `list_price` is
 * today's price (a price below it needs a reason); `kept` marks a line the order already had.
 */
export type EntryLine = EntryProduct & { quantity: number; list_price?: number; kept?: boolean };

/** The checkout's delivery choices the forms offer (App\Queries\Admin\Orders\OrderEntryOptions::delivery()). */
export type EntryDeliveryOptions = {
  zones: DeliveryZoneOption[];
  stores: StoreOption[];
  intervals: string[];
  max_quantity: number;
};

/** A customer the new order's search found: an account, or a past order's customer by phone. */
export type FoundCustomer = {
  key: string;
  account_id: number | null;
  name: string;
  phone: string;
  phone_display: string;
  email: string | null;
  orders: number;
  city: string | null;
  address: string | null;
  delivery_zone: string | null;
};

/** The edit form's start (App\Http\Controllers\Admin\Orders\EditOrderFormController). */
export type EditOrderForm = EntryDeliveryOptions & {
  version: number;
  payment_methods: string[];
  can_lower_prices: boolean;
  paid_online: boolean;
  lines: EntryLine[];
  /** The order's recipient, delivery and payment now: the form's starting values. */
  current: EditOrderRecipient & EntryDelivery;
};

/** The recipient an order's edit may correct (the phone as stored, the e-mail empty when the order has none). */
export type EditOrderRecipient = { name: string; phone: string; email: string };

/** The delivery and payment values both forms send. */
export type EntryDelivery = {
  delivery_method: 'courier' | 'pickup';
  delivery_zone: string;
  city: string;
  address: string;
  delivery_date: string;
  delivery_interval: string;
  store_id: string;
  payment_method: string;
};
