import { route } from '@/lib/route';
import { type ProductFilters } from '@/types/admin-products';

/** The product list's URL with these filters in its query string (empty ones left out, as the server echoes them). */
export function productsUrl(filters: ProductFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'sort' && value === 'newest')) query.set(key, value);
  }
  const search = query.toString();

  return route('admin.products.index') + (search === '' ? '' : `?${search}`);
}
