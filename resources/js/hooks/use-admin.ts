import { usePage } from '@inertiajs/react';

import { type AdminShared } from '@/types/admin';

const NONE: AdminShared = { nav: [], role: 'warehouse', status: null };

/** The back office's shared props; an empty menu outside it (a storefront page never renders admin components). */
export function useAdmin(): AdminShared {
  return usePage().props.admin ?? NONE;
}
