import adminRoutes from '@/generated/admin-routes.json';
import { addRoutes } from '@/lib/route';

/**
 * The back office's named routes (App\Infrastructure\Routing\RouteExport), added to route()'s list when the back office's
 * layout loads: the storefront's pages never carry them (about 1.2 KiB of their script, brotli).
 */
addRoutes(adminRoutes);
