// The compare page's props (App\Queries\Compare\CompareTable).

import { type ProductCard } from '@/types/catalog';

/** One spec across the group's products: `values[i]` belongs to `products[i]`, null where it is not given. */
export type CompareRow = { code: string; name: string; values: Array<string | null> };

export type CompareSection = { name: string; rows: CompareRow[] };

/** The products of one leaf category, shown as one tab. */
export type CompareGroup = { id: number; name: string; products: ProductCard[]; sections: CompareSection[] };
