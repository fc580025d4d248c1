// Shapes of the product page's props (App\Http\Controllers\Products\ProductController). Money in bani.

import { type CreditTeaser } from '@/types/catalog';
import { type DeliveryZone } from '@/types/checkout';

/** App\Enums\StockLevel. */
export type StockLevel = 'in_stock' | 'few' | 'none';

/**
 * App\Queries\Products\ProductPictures::gallery(): one picture as the gallery shows it (the `gallery` variant,
 * its srcset, the `zoom` variant for the full view, the `card` one as the thumbnail); width and height are those of
 * the gallery variant. `id` is null for the placeholder of a product without pictures.
 */
export type GalleryPicture = {
  id: number | null;
  src: string;
  srcset: string | null;
  zoom: string;
  thumb: string;
  alt: string;
  width: number;
  height: number;
};

/** App\Queries\Products\ProductDetails::of(). */
export type ProductDetails = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  url: string;
  images: GalleryPicture[];
  price: number;
  old_price: number | null;
  discount_percent: number | null;
  brand: { name: string; slug: string; url: string };
  is_stock: boolean;
  stock_level: StockLevel;
  /** The Markdown description as the shop rendered it (App\\Support\\Markdown): safe HTML. */
  description_html: string;
  credit: CreditTeaser | null;
};

/** App\Queries\Products\ProductSpecs. */
export type SpecSection = { name: string; specs: { code: string; name: string; value: string }[] };

/** App\Queries\Products\StoreAvailability. */
export type StoreStock = {
  id: number;
  name: string;
  city: string;
  address: string;
  quantity: number;
  level: StockLevel;
};

/** Today or tomorrow on the shop's calendar, as the server saw it; null for a later day. */
export type EstimateDay = 'today' | 'tomorrow' | null;

/** The first day a courier zone delivers an order placed now; zones that share the day share the entry. */
export type CourierEstimate = { date: string; day: EstimateDay; zones: DeliveryZone['code'][] };

/** When a pickup from a store holding the product would be ready (`2026-11-23 15:00`, the shop's clock). */
export type PickupEstimate = { store_id: number; ready_at: string; day: EstimateDay };

/** App\Queries\Products\DeliveryEstimate: good until `refresh_at` (ISO 8601), then asked for again. */
export type DeliveryEstimate = { courier: CourierEstimate[]; pickup: PickupEstimate[]; refresh_at: string };

/**
 * One value of a family's option and where choosing it leads from the page's variant: `id` is the attribute option's
 * id for a select attribute (`"12"`), `n` and the number for a number one (`"n55"`); `swatch` a CSS hex colour or null.
 * `url`, `price` (bani) and `is_stock` are those of the variant it leads to: the one that keeps the other chosen values
 * (`exact`), else the nearest one, whose other values it changes are `changes` (their labels, in the options' order).
 * `chosen`: the page's variant has this value.
 */
export type VariantChoice = {
  id: string;
  label: string;
  swatch: string | null;
  url: string;
  price: number;
  is_stock: boolean;
  chosen: boolean;
  exact: boolean;
  changes: string[];
};

/** An attribute that tells a family's variants apart, with the values its active variants have, in order. */
export type VariantOption = {
  attribute_id: number;
  name: string;
  kind: 'swatch' | 'button';
  values: VariantChoice[];
};

/** App\Queries\Products\VariantChoices::props(): the switcher of a variant's page (docs/variants.md). */
export type VariantChoices = { name: string; options: VariantOption[] };
