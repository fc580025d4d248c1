import { usePage } from '@inertiajs/react';

import { Link } from '@/components/ui/link';
import { NAV_ICONS } from '@/layouts/admin/nav-icons';
import { useAdmin } from '@/hooks/use-admin';
import { useT } from '@/lib/i18n';
import { route, routeExists } from '@/lib/route';
import { type AdminNavGroup, type AdminNavItem } from '@/types/admin';
import { type AdminBadges } from '@/types/admin-customers';

/** The menu items that carry a count (useAdminBadges), by route. */
const BADGE_OF: Partial<Record<string, keyof AdminBadges>> = {
  'admin.orders.index': 'orders',
  'admin.calls.index': 'calls',
};

/** `admin.orders.index` is the orders section: every `admin.orders.*` page lights it up. */
function isCurrent(item: AdminNavItem, current: string | null): boolean {
  if (current === null) {
    return false;
  }
  const section = item.route.replace(/\.index$/, '');

  return current === item.route || (section !== item.route && current.startsWith(`${section}.`));
}

type NavGroup = { group: AdminNavGroup; items: AdminNavItem[] };

/** Consecutive items of one group under one heading; the dashboard's own group has none. */
function groupItems(items: AdminNavItem[]): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.group === item.group) {
      last.items.push(item);
    } else {
      groups.push({ group: item.group, items: [item] });
    }
  }

  return groups;
}

/** The sections this staff member may open, under their headings, the current one marked for sight and for screen readers. */
export function AdminNav({ onNavigate, badges }: { onNavigate?: () => void; badges?: AdminBadges }) {
  const t = useT();
  const { nav } = useAdmin();
  const current = usePage().props.route.name;
  const groups = groupItems(nav.filter((item) => routeExists(item.route)));

  return (
    <nav aria-label={t('admin.nav.label')} className="space-y-4">
      {groups.map(({ group, items }) => {
        const headingId = `admin-nav-group-${group}`;

        return (
          <div key={group}>
            {group !== 'overview' && (
              <h2 id={headingId} className="mb-1 px-3 text-xs font-semibold tracking-wide text-text-muted uppercase">
                {t(`admin.nav.groups.${group}`)}
              </h2>
            )}
            <ul className="space-y-0.5" aria-labelledby={group !== 'overview' ? headingId : undefined}>
              {items.map((item) => {
                const Icon = NAV_ICONS[item.icon];
                const active = isCurrent(item, current);
                const badge = BADGE_OF[item.route];
                const count = badge === undefined ? null : (badges?.[badge] ?? null);

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
                      {count !== null && count > 0 && (
                        <span
                          className="ml-auto min-w-5 rounded-full bg-accent px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-on-accent tabular-nums"
                          data-test={`admin-badge-${item.icon}`}
                          aria-label={t(`admin.badges.${badge === 'orders' ? 'orders' : 'calls'}`, { count })}
                        >
                          {count}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
