import { type PageLoaders } from '@/lib/pages';

/**
 * The back-office pages' loaders, in a chunk of their own: the storefront's entry does not carry them (nor the list of
 * chunks each one preloads); the first back-office page fetches this.
 */
export const adminPages: PageLoaders = import.meta.glob(['../pages/admin/**/*.tsx', '!../pages/admin/**/*.test.tsx']);
