// A brand on the brands index (App\Http\Controllers\Brands\BrandIndexController).

export type BrandSummary = {
  name: string;
  slug: string;
  /** The brand's page, relative, in the request's language. */
  url: string;
  products_count: number;
  /** The logo staff uploaded, null for the wordmark. */
  logo?: string | null;
};
