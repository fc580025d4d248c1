// Shapes of the JSON API's answers (App\Http\Resources\Api\*), which pages get too (App\Queries\Products\ProductCards,
// App\Queries\Stores\StoreRows). Money is in bani.

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  /** The product page, relative, in the language of the request that produced the card. */
  url: string;
  sku: string;
  /** The main picture's card variant. */
  image: string;
  /** Pages only (not the JSON API): the picture's text in the page's language, and the card and gallery variants. */
  image_alt?: string;
  image_srcset?: string | null;
  price: number;
  old_price: number | null;
  discount_percent: number | null;
  brand: { name: string; slug: string };
  is_stock: boolean;
  credit: CreditTeaser | null;
  /**
   * App\Queries\Products\FamilySummaries: what the family the card stands for is sold in (docs/variants.md); null
   * for a product of its own. Optional for cards that were made before families (fixtures of other shapes).
   */
  variants?: FamilySummary | null;
  /** Its family's published reviews (docs/reviews.md); absent while there are none. */
  rating?: { average: number; count: number };
};

/** How many variants a family is sold in, their price range (bani) and colours. */
export type FamilySummary = {
  count: number;
  lowest: number;
  highest: number;
  swatches: { label: string; color: string }[];
};

/**
 * App\Services\Credit\CreditTeaser: one plan that takes a price, the 0% plan's where a programme without fee and
 * interest takes it, else the lowest monthly payment: that payment (bani, whole lei), its term, whether it is a 0%
 * plan's, and its DAE in basis points.
 */
export type CreditTeaser = { monthly: number; months: number; zero_percent: boolean; effective_annual_rate_bp: number };

export type StoreSummary = {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
  phones: string[];
  /**
   * [opens, closes] per day, Monday first, or null when closed. The store keeps them by ISO weekday (1–7), but the
   * resource sends the weekday-keyed array as a JSON list.
   */
  hours: ([string, string] | null)[];
  latitude: number;
  longitude: number;
  sorted: number;
};

/** A vacancy as the careers list shows it; its fields are settled by the careers issue. */
export type CareerSummary = {
  id: number;
  slug: string;
  title: string;
};

/** A node of the JSON API's category tree (`GET /api/{lang}/shop/category-in-home_page/`), sorted by `sort` at every level. */
export type CategoryLeaf = { id: number; name: string; slug: string; icon: string | null; sort: number };

export type CategoryLabel = { name: string; font_color: string; bg_color: string };

export type SubcategoryNode = CategoryLeaf & { subsubcategory_in_subcategory: CategoryLeaf[] };

export type CategoryNode = CategoryLeaf & {
  /** The tile image staff uploaded (its `tile` variant), null while the category has only its icon. */
  image?: string | null;
  label: CategoryLabel[];
  category_in_subcategory: SubcategoryNode[];
};
