// Shapes of the product page's props (App\Http\Controllers\Catalog\ProductController). Money in bani.

import { type CreditTeaser } from '@/types/catalog';

/** App\Queries\Catalog\Product\StockLevel. */
export type StockLevel = 'in_stock' | 'few' | 'none';

/**
 * App\Http\Resources\Products\ProductPictures::gallery(): one picture as the gallery shows it (the `gallery` variant,
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

/** App\Http\Resources\Catalog\ProductPageResource. */
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
  /** The Markdown description as the shop rendered it (App\\Support\\Content\\Markdown): safe HTML. */
  description_html: string;
  credit: CreditTeaser | null;
};

/** App\Queries\Catalog\Product\ProductSpecs. */
export type SpecSection = { name: string; specs: { code: string; name: string; value: string }[] };

/** App\Queries\Catalog\Product\StoreAvailability. */
export type StoreStock = {
  id: number;
  name: string;
  city: string;
  address: string;
  quantity: number;
  level: StockLevel;
};
