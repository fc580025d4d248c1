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
  warning: CartWarning | null;
  /** Units in stock now. */
  available: number;
};

export type CartSummary = {
  lines: CartLine[];
  count: number;
  /** In bani. */
  total: number;
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
