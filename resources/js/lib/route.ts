import { usePage } from '@inertiajs/react';
import { useCallback } from 'react';
import { route as ziggyRoute } from 'ziggy-js';

import type adminRoutes from '@/generated/admin-routes.json';
import routes from '@/generated/routes.json';
import { currentLocale } from '@/lib/locale';
import { type Locale } from '@/types/shared';

type RouteConfig = Parameters<typeof ziggyRoute>[3] & object;

// The back office's names are typed everywhere; their list joins at run time with its layout (lib/admin-routes.ts).
type AllRouteNames = keyof (typeof routes)['routes'] | keyof (typeof adminRoutes)['routes'];

/** Romanian route names; the Russian twin of each is the same name prefixed with `ru.`. */
export type RouteName = Exclude<AllRouteNames, `ru.${string}`>;

export type RouteParams = string | number | Array<string | number> | Record<string, string | number>;

export type RouteFunction = (name: RouteName, params?: RouteParams) => string;

type RouteList = RouteConfig['routes'];

/** The storefront's routes, which every page's script carries; the back office adds its own (addRoutes). */
const config: RouteConfig = { ...(routes as unknown as RouteConfig), routes: { ...(routes.routes as RouteList) } };

/**
 * URLs already built, by language, name and parameters: ziggy makes a router and compiles the route's pattern at every
 * call, and a page of product cards asks for the same few dozen URLs again and again (on the server, for every page it
 * renders). Bounded, so a long-running SSR server never grows with the parameters pages pass.
 */
const built = new Map<string, string>();
const MAX_BUILT = 2000;

/** Adds a list of routes (the back office's, lib/admin-routes.ts) to those route() knows. */
export function addRoutes(list: { routes: object }): void {
  Object.assign(config.routes, list.routes as RouteList);
  built.clear();
}

/**
 * A relative URL of a named route in a language (by default the current page's): `route('home')` is `/` on
 * Romanian pages and `/ru` on Russian ones. Components use useRoute(), which re-renders with the page.
 */
export function route(name: RouteName, params?: RouteParams, locale: Locale = currentLocale()): string {
  const key = `${locale} ${name} ${params === undefined ? '' : JSON.stringify(params)}`;
  const known = built.get(key);
  if (known !== undefined) return known;
  const localized = locale === 'ru' ? `ru.${name}` : name;
  const target = localized in config.routes ? localized : name;

  // Ziggy accepts a single value, a list or an object at runtime; its overloads only type them one by one.
  const url = ziggyRoute(target, params as Record<string, unknown> | undefined, false, config);
  if (built.size >= MAX_BUILT) built.clear();
  built.set(key, url);

  return url;
}

/**
 * route() in the language of the page being rendered. (The module-level locale is only updated after a visit has
 * rendered, so a component rendering a page in the new language must not rely on it.)
 */
export function useRoute(): RouteFunction {
  const { locale } = usePage().props;

  return useCallback<RouteFunction>((name, params) => route(name, params, locale), [locale]);
}

/** Whether the generated route list has this (Romanian) name, so links to areas not built yet are left out. */
export function routeExists(name: string): name is RouteName {
  return name in config.routes;
}
