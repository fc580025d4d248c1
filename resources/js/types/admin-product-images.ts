// The back office's page of a product's pictures (App\Queries\Admin\ProductImages\ProductImagesPage).

import { type Locale } from '@/types/shared';

export type AdminProductSummary = {
  id: number;
  name: string;
  names: Record<Locale, string>;
  sku: string;
  /** The product's page in the shop, relative. */
  url: string;
};

/** One picture: its card and zoom variants, its alt text per language (empty: the product's name stands in). */
export type AdminProductPicture = {
  id: number;
  thumb: string;
  zoom: string;
  alt: Record<Locale, string>;
  width: number | null;
  height: number | null;
};

export type ProductImagesPageProps = {
  product: AdminProductSummary;
  images: AdminProductPicture[];
  /** How many pictures a product may have. */
  limit: number;
};
