// A promotion as App\Queries\Promotions\PromotionDetails shapes it, in the request's language.

export type Promotion = {
  slug: string;
  title: string;
  summary: string;
  /** HTML the shop rendered from the staff's Markdown (App\\Support\\Markdown); empty when there is none. */
  description_html: string;
  /** HTML rendered from Markdown, like the description. */
  terms_html: string;
  /** What it takes off its products' price while it runs: a percent, or bani off each; null: their own prices. */
  discount: { type: 'percent' | 'amount'; value: number } | null;
  /** A relative URL of the banner artwork, or null. */
  banner: string | null;
  /** The first day (YYYY-MM-DD) in the shop's time zone. */
  starts_at: string;
  /** The last day (YYYY-MM-DD) in the shop's time zone; null while the promotion has no announced end. */
  ends_at: string | null;
  /** The promotion's page, relative, in the request's language. */
  url: string;
  products_count: number;
};
