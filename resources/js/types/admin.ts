// The back office's shared props (App\Http\Middleware\HandleInertiaRequests::adminProps).

import { type TranslationKey } from '@/lib/i18n';

export type StaffRole = 'owner' | 'manager' | 'editor' | 'warehouse';

/** Icons of the menu's sections (resources/js/components/admin/layout/nav-icons.ts). */
export type AdminNavIcon = 'dashboard' | 'orders' | 'calls' | 'staff' | 'audit';

export type AdminNavItem = { route: string; label: TranslationKey; icon: AdminNavIcon };

export type AdminShared = {
  /** The sections this staff member may open, in order (App\Support\Admin\AdminNavigation). */
  nav: AdminNavItem[];
  role: StaffRole;
  /** The message of the last action (saved, invited…), shown once above the page. */
  status: string | null;
};
