// Shapes of App\Queries\Cart\CartSummary (the cart page) and the cart's JSON answers.

import { type CreditTeaser, type ProductCard } from '@/types/catalog';
import { type DeliveryZone } from '@/types/checkout';

export type CartWarning = 'out_of_stock' | 'limited';

export type CartLine = {
  product: ProductCard;
  quantity: number;
  /** The most units the line may hold: the stock, capped by the cart's maximum. */
  max_quantity: number;
  /** Price from the database × quantity, in bani. */
  line_total: number;
  /** What the cart's code and automatic rules take off this line, in bani (docs/promo-codes.md). */
  discount: number;
  warning: CartWarning | null;
  /** Units in stock now. */
  available: number;
};

/** A code or automatic rule the cart gets, with what it takes off the goods (bani). */
export type AppliedPromo = {
  label: string;
  /** The code typed, null for an automatic rule. */
  code: string | null;
  discount: number;
  free_delivery: boolean;
};

/** The cart's code (upper-case) and why it does not apply now, if it does not. */
export type CartPromo = {
  code: string | null;
  refusal: string | null;
  applied: AppliedPromo[];
};

export type CartSummary = {
  lines: CartLine[];
  count: number;
  /** The lines at their selling prices, before the rules; bani. */
  subtotal: number;
  /** What the rules take off in all; bani. */
  discount: number;
  /** What the goods cost after the rules; bani. */
  total: number;
  /** A rule makes delivery free. */
  free_delivery: boolean;
  promo: CartPromo;
  credit: CreditTeaser | null;
};

/**
 * App\Queries\Cart\CartDelivery: a courier zone's fee for the cart's total as the checkout charges it (`price`, 0 once
 * free) and what the cart still lacks before it is free (`remaining`, 0 once it is). Bani.
 */
export type CartDeliveryZone = {
  code: DeliveryZone['code'];
  fee: number;
  free_from: number;
  price: number;
  remaining: number;
};
