// Products in the back office (App\Queries\Admin\Products\*, App\Http\Controllers\Admin\Products\*).

export type Choice = { value: string; label: string };

export type ProductRow = {
  id: number;
  name: string;
  sku: string;
  image: string | null;
  price: number;
  old_price: number | null;
  stock: number;
  /** Shoppers waiting for it to be back in stock (stock alerts). */
  waiting: number;
  is_active: boolean;
  is_new: boolean;
  is_popular: boolean;
  brand: string;
  category: string;
};

export type ProductSort = 'newest' | 'name' | 'price-asc' | 'price-desc' | 'stock-asc' | 'stock-desc';

export const PRODUCT_SORTS: readonly ProductSort[] = [
  'newest',
  'name',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
];

/** The list's filters as the query string holds them; absent keys are not filtered on. */
export type ProductFilters = {
  q?: string;
  category?: string;
  brand?: string;
  stock?: '0' | '1';
  active?: '0' | '1';
  discounted?: '1';
  sort?: ProductSort;
};

export type SpecType = 'select' | 'number' | 'boolean';

export type SpecAttribute = {
  id: number;
  code: string;
  name: string;
  type: SpecType;
  unit: string | null;
  options: Choice[];
};

export type EditedProduct = {
  id: number;
  name: { ro: string; ru: string };
  description: { ro: string; ru: string };
  sku: string;
  slug: string;
  price: string;
  old_price: string;
  /**
   * In lei as typed ('' when unknown); the receipts keep it as a weighted average (docs/stock.md). Null for staff who
   * do not see reports: they neither read nor set it.
   */
  cost_price: string | null;
  /** '' when the product uses the default. */
  reorder_level: string;
  category_id: number;
  brand_id: number;
  specs: Record<string, string>;
  is_new: boolean;
  is_popular: boolean;
  is_active: boolean;
  stock: number;
  /** Shoppers waiting for it: back in stock, a lower price (stock and price alerts). */
  waiting: { stock: number; price: number };
  url: string | null;
  /** The family it is a variant of (its shared name, brand, category and description are edited there), or none. */
  family: { id: number; name: string } | null;
};

export type ProductFormProps = {
  product: EditedProduct | null;
  categories: Choice[];
  brands: Choice[];
  category: number | null;
  attributes: SpecAttribute[];
  /** The low-stock default for products without a reorder level of their own. */
  reorder_default: number;
  /** Whether the cost price is shown and may be set (those who see reports). */
  sees_cost: boolean;
};

export type StockPlace = { id: number; name: string; kind: 'store' | 'warehouse'; quantity: number; reserved: number };
