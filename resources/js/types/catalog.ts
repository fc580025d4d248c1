// Shapes of the spec's API answers (App\Http\Resources\*). Money is in bani.

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  image: string;
  price: number;
  old_price: number | null;
  discount_percent: number | null;
  brand: { name: string; slug: string };
  is_stock: boolean;
  credit: { monthly: number; months: number } | null;
};

export type StoreSummary = {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
  phones: string[];
  /** ISO weekday ("1" = Monday … "7" = Sunday) → [opens, closes], or null when closed. */
  hours: Record<string, [string, string] | null>;
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
