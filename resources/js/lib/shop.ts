/** Business constants the storefront displays. */

import { type TranslationKey } from '@/lib/i18n';
import { routeExists, type RouteName, type RouteParams } from '@/lib/route';

/** The header's Catalog button shows its spinner this long before the mega-menu toggles. */
export const CATALOG_SPINNER_MS = 300;

/** Hovering a top category in the mega-menu selects it after this long (the first selection is immediate). */
export const CATALOG_HOVER_DELAY_MS = 300;

/** The mega-menu is the desktop catalog from this window width; below it the side menu drills down instead. */
export const DESKTOP_MIN_WIDTH = 1161;

export type StoreLink = {
  /** Stable id, used in data-test attributes. */
  id: string;
  /** A route name; links whose route does not exist (yet) are not shown. */
  route: string;
  params?: RouteParams;
  label: TranslationKey;
};

/** The storefront areas in menu order. */
export const STORE_LINKS: readonly StoreLink[] = [
  { id: 'home', route: 'home', label: 'nav.home' },
  { id: 'catalog', route: 'catalog.index', label: 'nav.catalog' },
  { id: 'discounts', route: 'catalog.discounts', label: 'nav.discounts' },
  { id: 'new-products', route: 'catalog.new-products', label: 'nav.new_products' },
  { id: 'promotions', route: 'promotions.index', label: 'nav.promotions' },
  { id: 'credit', route: 'credit.show', label: 'nav.credit' },
  { id: 'brands', route: 'brands.index', label: 'nav.brands' },
  { id: 'stores', route: 'stores.index', label: 'nav.stores' },
  { id: 'contacts', route: 'contacts.show', label: 'nav.contacts' },
  { id: 'about', route: 'about.show', label: 'nav.about' },
  { id: 'blog', route: 'blog.index', label: 'nav.blog' },
  { id: 'careers', route: 'careers.index', label: 'nav.careers' },
];

export type AvailableStoreLink = StoreLink & { route: RouteName };

/** The links whose routes exist, so areas built later appear without touching the menus. */
export function availableStoreLinks(links: readonly StoreLink[] = STORE_LINKS): AvailableStoreLink[] {
  return links.filter((link): link is AvailableStoreLink => routeExists(link.route));
}
