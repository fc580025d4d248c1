// Shapes of the content pages' props (App\Http\Resources\Content\*), in the request's language. Money in bani.

export type BlogCategoryRef = { slug: string; name: string; url: string };

export type BlogPostCard = {
  slug: string;
  title: string;
  excerpt: string;
  /** A relative URL of the cover picture. */
  cover: string;
  /** The publication day (YYYY-MM-DD) in the shop's time zone. */
  published_at: string;
  reading_minutes: number;
  category: BlogCategoryRef;
  url: string;
};

export type BlogPost = BlogPostCard & {
  /** Plain text: paragraphs separated by blank lines, "## " starts a subheading. */
  body: string;
  tags: BlogCategoryRef[];
};

export type BlogCategoryFilter = BlogCategoryRef & { count: number };

export type Vacancy = {
  id: number;
  slug: string;
  title: string;
  city: string;
  employment_type: 'full_time' | 'part_time' | 'internship';
  employment_type_label: string;
  /** The first paragraph of the description. */
  summary: string;
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  requirements: string[];
  url: string;
};

/** App\Http\Resources\Content\CreditProgrammeResource: fee and rate in basis points, amounts in bani. */
export type CreditProgramme = {
  slug: string;
  partner: string;
  name: string;
  months: number;
  monthly_fee_bp: number;
  annual_rate_bp: number;
  min_amount: number;
  max_amount: number | null;
  /** The terms (months) a shopper may pick, ascending; the last is the programme's length. */
  terms: number[];
  valid_until: string | null;
};

export type CreditProduct = { slug: string; name: string; price: number; url: string; image: string };
