import { Head, usePage } from '@inertiajs/react';
import { Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import { AdminNav } from '@/layouts/admin/admin-nav';
import { AdminTopbar } from '@/layouts/admin/admin-topbar';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@/layouts/storefront/skip-link';
import { ToastRegion } from '@/layouts/storefront/toast-region';
import { Alert } from '@/components/ui/alert';
import { Drawer } from '@/components/ui/on-demand';
import { useApplyAccountAppearance } from '@/hooks/use-account-appearance';
import { useAdmin } from '@/hooks/use-admin';
import { titleWithCount, useAdminBadges } from '@/hooks/use-admin-badges';
import '@/lib/admin-routes';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

function AdminBrand() {
  const t = useT();
  const { appName } = usePage().props;

  return (
    <Link
      href={route('admin.dashboard')}
      className="flex items-center gap-2 rounded-control px-1 font-bold tracking-tight text-text"
    >
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-control bg-accent text-on-accent"
        aria-hidden="true"
      >
        <Zap className="size-5" strokeWidth={2.5} />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block truncate">{appName}</span>
        <span className="block text-xs font-medium text-text-muted">{t('admin.title')}</span>
      </span>
    </Link>
  );
}

/**
 * The back office's frame: the menu in a side column on laptops and in a drawer on phones, the top bar, the last
 * action's message. Admin pages opt in as a persistent layout:
 * `Page.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;`
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { meta } = usePage().props;
  const { status, nav } = useAdmin();
  const [menuOpen, setMenuOpen] = useState(false);
  // New orders and calls waiting, polled while the tab is in view, for those whose menu has those lists.
  const badges = useAdminBadges(
    nav.some((item) => item.route === 'admin.orders.index' || item.route === 'admin.calls.index'),
  );
  useApplyAccountAppearance();

  return (
    <div className="min-h-screen bg-surface-muted text-text">
      <Head title={titleWithCount(meta.title, badges)}>
        <meta head-key="robots" name="robots" content="noindex, nofollow" />
      </Head>
      <SkipLink />
      <div className="lg:flex">
        {/* The column stretches with the page; the menu inside stays in view while the page scrolls. */}
        <div className="hidden w-60 shrink-0 border-r border-border bg-surface-raised lg:block">
          <aside className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto p-4">
            <AdminBrand />
            <AdminNav badges={badges} />
          </aside>
        </div>
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          side="left"
          title={t('admin.title')}
          test="admin-menu"
        >
          <div className="space-y-6">
            <AdminNav badges={badges} onNavigate={() => setMenuOpen(false)} />
            <AppearanceSwitcher className="w-fit sm:hidden" />
          </div>
        </Drawer>
        <div className="min-w-0 flex-1">
          <AdminTopbar onOpenMenu={() => setMenuOpen(true)} />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto max-w-7xl space-y-6 px-3 py-6 focus:outline-none sm:px-6"
          >
            {status !== null && (
              <Alert tone="success" test="admin-status">
                {status}
              </Alert>
            )}
            {children}
          </main>
        </div>
      </div>
      <ToastRegion />
    </div>
  );
}
