import { usePage } from '@inertiajs/react';
import { useCallback } from 'react';
import { route as ziggyRoute } from 'ziggy-js';

import routes from '@/generated/routes.json';
import { currentLocale } from '@/lib/locale';
import { type Locale } from '@/types/shared';

type RouteConfig = Parameters<typeof ziggyRoute>[3] & object;

type AllRouteNames = keyof (typeof routes)['routes'];

/** Romanian route names; the Russian twin of each is the same name prefixed with `ru.`. */
export type RouteName = Exclude<AllRouteNames, `ru.${string}`>;

export type RouteParams = string | number | Array<string | number> | Record<string, string | number>;

export type RouteFunction = (name: RouteName, params?: RouteParams) => string;

const config = routes as unknown as RouteConfig;

/**
 * A relative URL of a named route in a language (by default the current page's): `route('home')` is `/` on
 * Romanian pages and `/ru` on Russian ones. Components use useRoute(), which re-renders with the page.
 */
export function route(name: RouteName, params?: RouteParams, locale: Locale = currentLocale()): string {
  const localized = locale === 'ru' ? `ru.${name}` : name;
  const target = localized in config.routes ? localized : name;

  // Ziggy accepts a single value, a list or an object at runtime; its overloads only type them one by one.
  return ziggyRoute(target, params as Record<string, unknown> | undefined, false, config);
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
