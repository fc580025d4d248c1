// Shapes of App\Queries\Admin\PromoCodes\PromoRuleList (the back office's promo codes and cart rules).

import { type PickedProduct, type Translated } from '@/types/admin-marketing';

export type PromoKind = 'percent' | 'amount' | 'free_delivery';
export type PromoScope = 'cart' | 'categories' | 'brands' | 'products';
export type PromoStatus = 'active' | 'paused' | 'ended';
export type PromoState = 'running' | 'scheduled' | 'ended' | 'paused' | 'used_up';
export type PromoFilter = 'codes' | 'automatic' | 'active' | 'paused' | 'ended';

export type AdminPromoRow = {
  id: number;
  label: string;
  code: string | null;
  automatic: boolean;
  kind: PromoKind;
  /** Whole percent, or bani off. */
  value: number;
  scope: PromoScope;
  /** Bani. */
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  status: PromoStatus;
  state: PromoState;
  uses: number;
  usage_limit: number | null;
  /** The orders' totals that used it, not cancelled or released; bani. */
  revenue: number;
  codes: number;
};

export type AdminPromoRule = {
  id: number;
  label: Translated;
  code: string | null;
  automatic: boolean;
  kind: PromoKind;
  /** Whole percent or whole lei; null for free delivery. */
  value: number | null;
  scope: PromoScope;
  scope_ids: number[];
  products: PickedProduct[];
  /** Whole lei. */
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  combines_with_promotions: boolean;
  combines_with_others: boolean;
  priority: number;
  status: PromoStatus;
  uses: number;
  codes: number;
};

export type PromoChoices = {
  categories: { id: number; name: string; depth: number }[];
  brands: { id: number; name: string }[];
};

/** An order that used a rule, newest first (App\Queries\Admin\PromoCodes\PromoRuleList::latestUses). */
export type PromoUseRow = {
  number: string;
  placed_at: string;
  customer: string;
  /** What the rule took off the goods; bani. */
  discount: number;
  free_delivery: boolean;
  /** Bani. */
  total: number;
};
