import { type Promotion } from '@/types/promotions';

/** A running home banner (App\Queries\Home\RunningBanners), texts in the page's language. */
export type HomeBanner = {
  id: number;
  title: string;
  text: string;
  /** A path in the shop in the page's language, an outside address, or null (the slide links nowhere). */
  link: string | null;
  external: boolean;
  /** The laptop image (1600 px). */
  image_wide: string;
  /** The phone image (800 px). */
  image_narrow: string;
};

/** A running promotion on the home page: the promotions index's card without the description, terms and discount. */
export type HomePromotion = Omit<Promotion, 'description_html' | 'terms_html' | 'discount'>;
