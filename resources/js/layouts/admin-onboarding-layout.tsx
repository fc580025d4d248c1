import { Head, usePage } from '@inertiajs/react';
import { Zap } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminLocaleSwitch } from '@/layouts/admin/admin-locale-switch';
import { AdminLogoutButton } from '@/layouts/admin/admin-logout-button';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@/layouts/storefront/skip-link';
import { Alert } from '@/components/ui/alert';
import { useApplyAccountAppearance } from '@/hooks/use-account-appearance';
import { useAdmin } from '@/hooks/use-admin';
import '@/lib/admin-routes';
import { useT } from '@/lib/i18n';

/**
 * The back office's frame for a staff member who cannot use it yet (two-factor sign-in still to set up): the shop's
 * name and "Administration", who is signed in, language, colours and sign-out, and one narrow column for the step,
 * with no menu of sections that would only lead back here. Readable on a phone, where onboarding often happens.
 */
export default function AdminOnboardingLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { meta, appName, auth } = usePage().props;
  const { status } = useAdmin();
  useApplyAccountAppearance();

  return (
    <div className="min-h-screen bg-surface-muted text-text">
      <Head title={meta.title}>
        <meta head-key="robots" name="robots" content="noindex, nofollow" />
      </Head>
      <SkipLink />
      <header className="border-b border-border bg-surface-raised" data-test="admin-onboarding-header">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-3 sm:px-6">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-control bg-accent text-on-accent"
            aria-hidden="true"
          >
            <Zap className="size-5" strokeWidth={2.5} />
          </span>
          <span className="min-w-0 flex-1 leading-tight">
            <span className="block truncate font-bold tracking-tight">{appName}</span>
            <span className="block truncate text-xs text-text-muted" data-test="admin-user">
              {t('admin.title')} · {auth.user?.name}
            </span>
          </span>
          <AdminLocaleSwitch />
          <AppearanceSwitcher className="hidden sm:flex" />
          <AdminLogoutButton className="flex size-9 items-center justify-center rounded-control text-text-muted hover:bg-surface-muted hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none" />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-2xl space-y-5 px-3 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        {status !== null && (
          <Alert tone="success" test="admin-status">
            {status}
          </Alert>
        )}
        {children}
      </main>
    </div>
  );
}
