// The back office's banners, promotions, stores and credit programmes (app/Queries/Admin/*List.php).

/** A text kept in both languages, as the forms edit it. */
export type Translated = { ro: string; ru: string };

/** Where a dated item stands today. */
export type PeriodState = 'running' | 'scheduled' | 'ended' | 'inactive';

/** A credit programme as the list shows it and the form edits it (App\Queries\Admin\CreditProgrammes\CreditProgrammeList). */
export type AdminCreditProgramme = {
  id: number;
  slug: string;
  partner: string;
  name: Translated;
  months: number;
  /** Percent a month on the amount, "0.99". */
  monthly_fee: string;
  /** Percent a year, "12.5". */
  annual_rate: string;
  /** Lei. */
  min_amount: number;
  max_amount: number | null;
  /** `2026-12-31`. */
  valid_until: string | null;
  is_active: boolean;
  expired: boolean;
  sort: number;
};

/** A home banner (App\Queries\Admin\Banners\BannerList). */
export type AdminBanner = {
  id: number;
  title: Translated;
  text: Translated;
  link: string | null;
  image_url: string;
  /** `2026-11-25T09:00` on the shop's clock, as a datetime-local field takes it. */
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  sort: number;
  state: PeriodState;
};

/** A product in a promotion or the picker's answers. */
export type PickedProduct = { id: number; name: string; sku: string; price: number };

/** A promotion row of the list (App\Queries\Admin\Promotions\PromotionList). */
export type AdminPromotionRow = {
  id: number;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string | null;
  is_published: boolean;
  products_count: number;
  state: PeriodState;
  url: string;
};

/** A promotion as its form edits it. */
/** How a promotion lowers its products' price while it runs (App\\Enums\\PromotionDiscount), or `none`. */
export type PromotionDiscountType = 'none' | 'percent' | 'amount';

export type AdminPromotion = {
  id: number;
  slug: string;
  title: Translated;
  summary: Translated;
  description: Translated;
  terms: Translated;
  starts_at: string;
  ends_at: string | null;
  is_published: boolean;
  sort: number;
  discount_type: PromotionDiscountType;
  /** Percent (1–90) or whole lei off each product; null without a discount. */
  discount_value: number | null;
  banner_url: string | null;
  products: PickedProduct[];
  url: string;
};

/** One weekday of a store's week: open and close, or closed. */
export type AdminWeekday = { closed: boolean; open: string; close: string };

/** A day a store keeps other hours. */
export type AdminStoreException = {
  id: number;
  /** `2026-12-24`. */
  date: string;
  closed: boolean;
  open: string | null;
  close: string | null;
  note: Translated;
};

/** A store row of the list (App\Queries\Admin\Stores\StoreList). */
export type AdminStoreRow = {
  id: number;
  slug: string;
  kind: 'store' | 'warehouse';
  name: string;
  city: string;
  address: string;
  phones: string[];
  sorted: number;
  upcoming: number;
};

/** A store as its form edits it. */
export type AdminStore = {
  id: number;
  slug: string;
  kind: 'store' | 'warehouse';
  name: Translated;
  city: Translated;
  address: Translated;
  phones: string[];
  latitude: string;
  longitude: string;
  hours: AdminWeekday[];
  sorted: number;
  exceptions: AdminStoreException[];
};
