// A product's reviews (App\Queries\Reviews\ProductReviews, ShopperReviewState; docs/reviews.md).

export type ReviewSort = 'newest' | 'helpful' | 'highest' | 'lowest';

export type ReviewSummary = {
  average: number | null;
  count: number;
  /** How many published reviews have each number of stars, keyed "1" to "5". */
  histogram: Record<string, number>;
};

export type PublishedReview = {
  id: number;
  /** First name and initial. */
  author: string;
  rating: number;
  body: string;
  pros: string | null;
  cons: string | null;
  verified: boolean;
  /** The variant it was written on, for a family's review. */
  variant: string | null;
  helpful: number;
  date: string | null;
  reply: { text: string; date: string | null } | null;
};

export type ReviewPage = {
  sort: ReviewSort;
  reviews: PublishedReview[];
  page: number;
  last_page: number;
  total: number;
};

/** The product page's prop: the same for everyone (it may come from the page cache). */
export type ProductReviews = { summary: ReviewSummary; list: ReviewPage };

export type OwnReview = {
  id: number;
  rating: number;
  body: string;
  pros: string | null;
  cons: string | null;
  status: 'pending' | 'published' | 'rejected';
  reject_reason: string | null;
  verified: boolean;
};

/** One shopper's part, asked for after the page. */
export type ShopperReviewState = {
  signed_in: boolean;
  own: OwnReview | null;
  voted: number[];
  reported: number[];
};
