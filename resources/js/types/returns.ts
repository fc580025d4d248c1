/** Shapes of the returns, refunds and warranty claims props (App\Queries\Returns, App\Queries\Admin\Returns). */

export type Option<T extends string | number = string> = { value: T; label: string };

/** A return as the customer's order page shows it. */
export type CustomerReturn = {
  id: number;
  status: string;
  status_label: string;
  created_at: string;
  reason: string;
  handover: 'courier' | 'store';
  store: string | null;
  address: string | null;
  /** Staff's reason of a refusal. */
  note: string | null;
  lines: { name: string; quantity: number }[];
};

export type CustomerClaim = {
  id: number;
  status: string;
  status_label: string;
  created_at: string;
  product: string;
  description: string;
  note: string | null;
};

/** What the return form offers while the window is open. */
export type ReturnForm = {
  url: string;
  until: string;
  days: number;
  lines: { id: number; name: string; bought: number; free: number }[];
  reasons: Option[];
  stores: Option<number>[];
};

export type ClaimForm = { url: string; until: string; lines: { id: number; name: string }[] };

/** The order page's returns and warranty part; null for an order never delivered that has none. */
export type CustomerAfterSale = {
  returns: CustomerReturn[];
  claims: CustomerClaim[];
  return_form: ReturnForm | null;
  claim_form: ClaimForm | null;
  return_until: string | null;
} | null;

export type AdminReturnLine = {
  id: number;
  name: string;
  quantity: number;
  received_quantity: number | null;
  condition: 'sellable' | 'damaged' | null;
  place: string | null;
};

export type AdminReturn = {
  id: number;
  status: 'requested' | 'accepted' | 'refused' | 'received' | 'refunded';
  status_label: string;
  version: number;
  created_at: string;
  reason: string;
  details: string | null;
  handover: 'courier' | 'store';
  address: string | null;
  store: string | null;
  note: string | null;
  by_staff: boolean;
  lines: AdminReturnLine[];
};

export type AdminClaim = {
  id: number;
  status: string;
  status_label: string;
  version: number;
  created_at: string;
  product: string;
  description: string;
  note: string | null;
  moves: { status: string; label: string }[];
};

export type AdminRefund = {
  id: number;
  amount: number;
  method: string;
  method_label: string;
  return_id: number | null;
  iban: string | null;
  store: string | null;
  by: string | null;
  created_at: string;
};

/** The admin order page's returns, refunds and warranty panel. */
export type AdminAfterSale = {
  returns: AdminReturn[];
  claims: AdminClaim[];
  refunds: AdminRefund[];
  paid: number;
  refunded: number;
  refundable: number;
  delivered_at: string | null;
  return_until: string | null;
  transfer_unpaid: boolean;
  lines: { id: number; name: string }[];
  places: Option<number>[];
  stores: Option<number>[];
  methods: Option[];
  /** The payments a card refund may come from (those the order was paid with), the first by default. */
  card_payments: { value: number; label: string }[];
  can: { decide: boolean; receive: boolean };
};

export type ReturnListRow = {
  id: number;
  kind: 'return' | 'claim';
  order: string;
  customer: string | null;
  created_at: string;
  status: string;
  status_label: string;
  summary: string;
};

export type ReturnListTab =
  'requested' | 'accepted' | 'received' | 'refunded' | 'refused' | 'claims_open' | 'claims_closed';
