// The props every page receives from App\Http\Middleware\HandleInertiaRequests (plus `meta` from App\Infrastructure\Inertia\Page).

import { type AdminShared, type StaffRole } from '@/types/admin';
import { type CategoryNode } from '@/types/catalog';
import { type HoursGroup } from '@/types/content';
import { type LegalPages } from '@/types/legal';

export type Locale = 'ro' | 'ru';

export type Appearance = 'light' | 'dark' | 'system';

export type AuthUser = {
  id: number;
  name: string;
  email: string;
  /** The colour scheme saved on the account (null until the person picks one). */
  appearance: Appearance | null;
  /** An active staff member's role (the back office); null for shoppers. */
  role: StaffRole | null;
};

/** A shopper's favourites or compare list as the server holds it: product ids, newest first. */
export type SavedList = { count: number; ids: number[] };

export type SavedListName = 'favourites' | 'compare';

export type SharedProps = {
  appName: string;
  locale: Locale;
  locales: Locale[];
  translations: Record<string, string>;
  route: {
    /** The route name without the `ru.` prefix; null on pages no route matched (404s). */
    name: string | null;
    /** Path (with query string) of the current page in each language. */
    alternates: Record<Locale, string>;
    /** Absolute URL of the current page in its own language, without query parameters. */
    canonical: string;
  };
  appearance: Appearance;
  /** The category tree for the header menus and the catalogue index (sent once per language). */
  catalog: CategoryNode[];
  /**
   * The shop's phones (+373…), support e-mail, the office's hours (config/company.php) and the legal pages' slugs
   * (the footer's and the consent texts' links).
   */
  shop: { phones: string[]; email: string; office_hours: HoursGroup[]; legal_pages: LegalPages };
  auth: { user: AuthUser | null };
  favourites: SavedList;
  compare: SavedList;
  /** Units in the shopper's cart (the header badge). */
  cart: { count: number };
  errors: Record<string, string>;
  /**
   * Back-office pages only (under /admin, for staff): the menu, the role and the last action's message. Those pages
   * receive no storefront props (catalog, shop, favourites, compare, cart).
   */
  admin?: AdminShared;
  meta: {
    /** The page title without the app name; the title callback appends it. */
    title: string;
    description?: string;
  };
};

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
  }
}

/** The shared props only storefront pages receive. */
export type StorefrontOnlyProp = 'catalog' | 'shop' | 'favourites' | 'compare' | 'cart';

/** The shared props of a back-office page: the common ones and the back office's own, none of the storefront's. */
export type AdminSharedProps = Omit<SharedProps, StorefrontOnlyProp | 'admin'> & { admin: AdminShared };
