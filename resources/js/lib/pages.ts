import { type ResolvedComponent } from '@inertiajs/react';

type PageModule = { default: ResolvedComponent };

export type PageLoaders = Record<string, () => Promise<unknown>>;

/** Page names under this prefix are test-only pages (browser-test fixtures, the UI kit showcase) in test-pages/. */
const TEST_PAGE_PREFIX = 'testing/';

/** Back-office page names start with this; their loaders are in lib/admin-pages.ts, loaded on the first of them. */
const ADMIN_PAGE_PREFIX = 'admin/';

// Lazy: each page becomes its own chunk, loaded when first visited.
const pages: PageLoaders = import.meta.glob(['../pages/**/*.tsx', '!../pages/**/*.test.tsx', '!../pages/admin/**']);

// Test-only pages exist in every mode but a production build: `npm run build` holds no chunk of them, while the dev
// server, Vitest and the browser tests' build (`vite build --mode e2e`) load them. The condition is a constant
// when Vite builds, so the glob's imports are dropped with the dead branch.
const testPages: PageLoaders =
  import.meta.env.MODE === 'production' ? {} : import.meta.glob(['../test-pages/*.tsx', '!../test-pages/*.test.tsx']);

/** The module path of a page by its name: `home` → ../pages/home.tsx, `testing/ui-kit` → ../test-pages/ui-kit.tsx. */
export function pagePath(name: string): string {
  return name.startsWith(TEST_PAGE_PREFIX)
    ? `../test-pages/${name.slice(TEST_PAGE_PREFIX.length)}.tsx`
    : `../pages/${name}.tsx`;
}

/** A page component by its name, the path under pages/ without extension (`home`, `errors/error`). */
export async function resolvePage(name: string, loaders?: PageLoaders): Promise<ResolvedComponent> {
  const load = (loaders ?? (await defaultLoaders(name)))[pagePath(name)];
  if (load === undefined) {
    throw new Error(`Page not found: ${name}`);
  }

  return ((await load()) as PageModule).default;
}

async function defaultLoaders(name: string): Promise<PageLoaders> {
  return name.startsWith(ADMIN_PAGE_PREFIX)
    ? (await import('@/lib/admin-pages')).adminPages
    : { ...pages, ...testPages };
}
