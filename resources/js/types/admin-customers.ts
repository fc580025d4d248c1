import { type BadgeTone } from '@/components/ui/badge';

/** A customer's flag as the back office shows it (App\Queries\Admin\Customers\CustomerList::flag). */
export type CustomerFlagValue = 'vip' | 'no_pickup' | 'fraud' | 'call_first';

export type CustomerFlag = { value: CustomerFlagValue; label: string; tone: BadgeTone };

export type CustomerFlagOption = { value: CustomerFlagValue; label: string };

/** A row of the customer list (App\Queries\Admin\Customers\CustomerList::row). */
export type CustomerRow = {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  account: boolean;
  orders: number;
  /** Bani: the totals of completed orders. */
  spent: number;
  last_order: string | null;
  flag: CustomerFlag | null;
};

export type CustomerSort = 'last' | 'spent' | 'orders' | 'name';

export type CustomerFilters = { q?: string; flag?: CustomerFlagValue; sort?: CustomerSort };

/** A customer's page (App\Queries\Admin\Customers\CustomerProfile). */
export type CustomerProfile = {
  id: number;
  name: string | null;
  phone: string | null;
  phone_display: string | null;
  email: string | null;
  erased_at: string | null;
  account: { email: string; verified: boolean; since: string | null } | null;
  figures: { orders: number; completed: number; spent: number; first_order: string | null; last_order: string | null };
  flag: (CustomerFlag & { note: string | null; by: string | null; at: string | null }) | null;
  addresses: { id: number; label: string | null; city: string; address: string; default: boolean }[];
  delivery_addresses: string[];
  orders: {
    number: string;
    placed_at: string;
    status: string;
    status_label: string;
    total: number;
    company: string | null;
  }[];
  orders_shown: number;
  returns: { id: number; order: string | null; at: string; status_label: string }[];
  claims: { id: number; order: string | null; at: string; status_label: string }[];
  notes: { id: number; author: string; at: string; body: string }[];
};

/** The order page's link to its customer (App\Queries\Admin\Customers\OrderCustomerFlags::forOrder). */
export type OrderCustomer = {
  id: number;
  name: string | null;
  orders: number;
  erased: boolean;
  flag: CustomerFlag | null;
  flag_note: string | null;
};

/** The menu's counts (GET /admin/insigne); null for a badge this person may not see. */
export type AdminBadges = { orders: number | null; calls: number | null };
