// A promotion as App\Queries\Promotions\PromotionDetails shapes it, in the request's language.

export type Promotion = {
  slug: string;
  title: string;
  summary: string;
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  /** Plain text, paragraphs separated by blank lines. */
  terms: string;
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
