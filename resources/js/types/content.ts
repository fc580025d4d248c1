// Shapes of the content pages' props (App\Queries\{About,Blog,Careers,Credit,Promotions}\*), in the request's language. Money in bani.

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
  /** The Markdown body as HTML the shop rendered safely (raw HTML escaped, unsafe links dropped). */
  body_html: string;
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

/** App\Queries\Credit\CalculatorProgrammes: fee and rate in basis points, amounts in bani. */
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

// Shapes of the company pages' props (App\Queries\Stores\StoreCards, About\AboutPageContent and the
// office page's `office` array), in the request's language.

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** App\Services\Stores\OpeningHours::statusAt(), computed in Chișinău time when the page was rendered. */
export type OpeningStatus = {
  open: boolean;
  /** "HH:MM" while open. */
  closes_at: string | null;
  /** "HH:MM" of the next opening while closed; null when it never opens. */
  opens_at: string | null;
  opens_day: Weekday | null;
  /** 0 = later today, 1 = tomorrow, … */
  opens_in_days: number | null;
};

/** Consecutive days with the same hours; `hours` null on days off. */
export type HoursGroup = { from: Weekday; to: Weekday; hours: [string, string] | null };

/** A day a store keeps other hours: closed, or open from `opens_at` to `closes_at`. */
export type StoreDayException = {
  /** `2027-01-01` on the shop's clock. */
  date: string;
  closed: boolean;
  opens_at: string | null;
  closes_at: string | null;
  note: string;
};

export type StoreItem = {
  slug: string;
  name: string;
  city: string;
  /** The same in both languages (the Romanian city's slug). */
  city_key: string;
  address: string;
  /** +373… numbers. */
  phones: string[];
  hours: HoursGroup[];
  status: OpeningStatus;
  /** Days of the coming two weeks that differ from the week (holidays, short days), earliest first. */
  exceptions: StoreDayException[];
  latitude: number;
  longitude: number;
  /** The address in a maps site (absolute, external). */
  map_url: string;
  /** The shop's products listing, relative, in the request's language. */
  products_url: string;
  /** Products with at least one unit in this shop. */
  products_count: number;
};

export type MapConfig = { tiles_url: string; attribution: string };

export type OfficeDetails = {
  legal_name: string;
  idno: string;
  vat_code: string;
  address: string;
  hours: HoursGroup[];
  status: OpeningStatus;
  map_url: string;
};

export type ContentPage = {
  title: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
  figures: { value: string; label: string }[];
  /** `photo`: a URL of the member's photo, null when there is none. */
  team: { name: string; role: string; photo: string | null }[];
};

/** A page by slug (/pagina/{slug}): its Markdown body as HTML the shop rendered safely; `updated_at` a day. */
export type GenericPage = { title: string; html: string; updated_at: string | null };
