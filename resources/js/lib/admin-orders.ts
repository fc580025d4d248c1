import { route } from '@/lib/route';
import { type OrderFilters } from '@/types/admin-orders';

/** The order list's URL with these filters in its query string (empty ones left out, as the server echoes them). */
export function ordersUrl(
  filters: OrderFilters,
  name: 'admin.orders.index' | 'admin.orders.export' = 'admin.orders.index',
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const search = query.toString();

  return route(name) + (search === '' ? '' : `?${search}`);
}
