import { Link, usePage } from '@inertiajs/react';

import { NAV_ICONS } from '@/components/admin/layout/nav-icons';
import { useAdmin } from '@/hooks/use-admin';
import { useT } from '@/lib/i18n';
import { route, routeExists } from '@/lib/route';
import { type AdminNavItem } from '@/types/admin';

/** `admin.orders.index` is the orders section: every `admin.orders.*` page lights it up. */
function isCurrent(item: AdminNavItem, current: string | null): boolean {
  if (current === null) {
    return false;
  }
  const section = item.route.replace(/\.index$/, '');

  return current === item.route || (section !== item.route && current.startsWith(`${section}.`));
}

/** The sections this staff member may open, the current one marked for sight and for screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { nav } = useAdmin();
  const current = usePage().props.route.name;

  return (
    <nav aria-label={t('admin.nav.label')}>
      <ul className="space-y-1">
        {nav
          .filter((item) => routeExists(item.route))
          .map((item) => {
            const Icon = NAV_ICONS[item.icon];
            const active = isCurrent(item, current);

            return (
              <li key={item.route}>
                <Link
                  href={route(item.route as Parameters<typeof route>[0])}
                  prefetch="hover"
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  data-test={`admin-nav-${item.icon}`}
                  className={`flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${
                    active
                      ? 'bg-accent-soft text-accent-text'
                      : 'text-text-muted hover:bg-surface-muted hover:text-text'
                  }`}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
