// Product families in the back office (App\Queries\Admin\Families\*, App\Http\Controllers\Admin\Families\*).

import { type Texts } from '@/types/admin-content';
import { type Choice } from '@/types/admin-products';

export type FamilyRow = {
  id: number;
  name: string;
  slug: string;
  brand: string;
  category: string;
  variants: number;
  active: number;
  price_min: number | null;
  price_max: number | null;
  stock: number;
};

/** The list's filters as the query string holds them; absent keys are not filtered on. */
export type FamilyFilters = { q?: string; brand?: string; category?: string };

/**
 * An attribute a family can tell its variants apart by: a select one with its options (and their swatches), or a
 * number one (a TV's diagonal) whose values are typed, with its unit in the page's language.
 */
export type OptionAttribute = {
  id: number;
  code: string;
  name: string;
  type: 'select' | 'number';
  unit: string | null;
  options: { value: string; label: string; swatch: string | null }[];
};

export type EditedFamily = {
  id: number;
  slug: string;
  name: Texts;
  description: Texts;
  brand_id: number;
  category_id: number;
  /** The option attributes' ids, in the switcher's order. */
  options: string[];
  version: number;
};

/** A variant as the table shows it; prices in lei as the form types them. */
export type VariantRow = {
  id: number;
  sku: string;
  name: string;
  price: string;
  old_price: string;
  stock: number;
  is_active: boolean;
  is_listed: boolean;
  /** Option values by attribute id: option ids, or the number (`55`, `6.1`) for a number attribute. */
  values: Record<string, string>;
};

/** What the family form sends for each variant. */
export type VariantInput = {
  id: number;
  price: string;
  old_price: string;
  is_active: boolean;
  values: Record<string, string>;
};

export type FamilyFormProps = {
  family: EditedFamily | null;
  variants: VariantRow[];
  categories: Choice[];
  brands: Choice[];
  category: number | null;
  attributes: OptionAttribute[];
};
