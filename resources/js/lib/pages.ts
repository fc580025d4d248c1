import { type ResolvedComponent } from '@inertiajs/react';

type PageModule = { default: ResolvedComponent };

type PageLoaders = Record<string, () => Promise<unknown>>;

// Lazy: each page becomes its own chunk, loaded when first visited.
const pages: PageLoaders = import.meta.glob(['../pages/**/*.tsx', '!../pages/**/*.test.tsx']);

/** A page component by its name, the path under pages/ without extension (`home`, `errors/error`). */
export async function resolvePage(name: string, loaders: PageLoaders = pages): Promise<ResolvedComponent> {
  const load = loaders[`../pages/${name}.tsx`];
  if (load === undefined) {
    throw new Error(`Page not found: ${name}`);
  }

  return ((await load()) as PageModule).default;
}
