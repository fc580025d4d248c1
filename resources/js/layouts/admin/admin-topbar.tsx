import { usePage } from '@inertiajs/react';
import { Menu, Store } from 'lucide-react';

import { AdminLocaleSwitch } from '@/layouts/admin/admin-locale-switch';
import { AdminLogoutButton } from '@/layouts/admin/admin-logout-button';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { Badge } from '@/components/ui/badge';
import { useAdmin } from '@/hooks/use-admin';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

const ICON_BUTTON =
  'flex size-9 items-center justify-center rounded-control text-text-muted hover:bg-surface-muted hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

/** The bar above every admin page: the menu on phones, language, colours, the shop, who is signed in, sign-out. */
export function AdminTopbar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const t = useT();
  const route = useRoute();
  const { auth } = usePage().props;
  const { role } = useAdmin();

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-surface-raised/95 px-3 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('admin.nav.open')}
        data-test="admin-menu-open"
        className={`${ICON_BUTTON} lg:hidden`}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 truncate text-sm text-text-muted" data-test="admin-user">
        <span className="font-medium text-text">{auth.user?.name}</span>{' '}
        {role !== null && (
          <span className="hidden sm:inline">
            <Badge tone="neutral">{t(`admin.roles.${role}`)}</Badge>
          </span>
        )}
      </div>
      <AdminLocaleSwitch />
      <AppearanceSwitcher className="hidden sm:flex" />
      <a
        href={route('home')}
        title={t('admin.topbar.to_shop')}
        aria-label={t('admin.topbar.to_shop')}
        data-test="admin-to-shop"
        className={ICON_BUTTON}
      >
        <Store className="size-5" aria-hidden="true" />
      </a>
      <AdminLogoutButton className={ICON_BUTTON} />
    </header>
  );
}
