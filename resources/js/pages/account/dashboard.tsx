import {
  BellRing,
  ChartNoAxesColumn,
  ChevronRight,
  Heart,
  Mail,
  MapPin,
  Package,
  Phone,
  ShieldCheck,
  ShieldOff,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

import { LogoutButton } from '@/components/account/logout-button';
import { SETTINGS_NAV } from '@/components/settings/settings-shell';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { Alert } from '@/components/ui/alert';
import StorefrontLayout from '@/layouts/storefront-layout';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { routeExists, useRoute } from '@/lib/route';
import { type Account } from '@/types/account';
import { type Locale } from '@/types/shared';

type Props = { breadcrumbs: Crumb[]; account: Account; status: string | null };

// The products this account opened lately, on any device it signed in on: loaded once the page is live.
const RecentlyViewed = lazy(() =>
  import('@/components/recently-viewed/recently-viewed').then((module) => ({ default: module.RecentlyViewed })),
);
const unchanging = () => () => {};

/**
 * The account home: who is signed in, and a way to everything of theirs: orders, favourites, stock and price alerts,
 * compare list, settings; and the products it viewed lately.
 */
export default function DashboardPage({ breadcrumbs, account, status }: Props) {
  const t = useT();
  const route = useRoute();
  const links = [
    { route: 'orders.index' as const, label: 'orders.my_orders' as const, icon: Package },
    { route: 'account.addresses.index' as const, label: 'addresses.title' as const, icon: MapPin },
    { route: 'favourites.index' as const, label: 'favourites.title' as const, icon: Heart },
    { route: 'account.alerts' as const, label: 'stock_alerts.account.title' as const, icon: BellRing },
    { route: 'compare.index' as const, label: 'compare.title' as const, icon: ChartNoAxesColumn },
    ...SETTINGS_NAV,
  ].filter((item) => routeExists(item.route));
  const TwoFactorIcon = account.two_factor_enabled ? ShieldCheck : ShieldOff;
  const live = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 data-test="page-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('account.dashboard.hello', { name: account.name })}
        </h1>
        <LogoutButton />
      </div>
      {status && (
        <div className="mt-4 max-w-2xl">
          <Alert tone="success" test="status" arrival>
            {status}
          </Alert>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section
          aria-labelledby="account-details"
          data-test="account-details"
          className="rounded-card border border-border bg-surface-raised p-5 text-text"
        >
          <h2 id="account-details" className="text-lg font-semibold">
            {t('account.dashboard.details')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <Detail icon={<Mail className="size-4" aria-hidden="true" />} label={t('account.label.email')}>
              <span className="break-all">{account.email}</span>
            </Detail>
            <Detail icon={<Phone className="size-4" aria-hidden="true" />} label={t('account.label.phone')}>
              {account.phone === null ? t('account.dashboard.no_phone') : formatPhone(account.phone)}
            </Detail>
            <Detail
              icon={<TwoFactorIcon className="size-4" aria-hidden="true" />}
              label={t('account.settings.two_factor.title')}
            >
              {t(account.two_factor_enabled ? 'account.dashboard.two_factor_on' : 'account.dashboard.two_factor_off')}
            </Detail>
          </dl>
          {account.created_at && (
            <p className="mt-4 text-xs text-text-muted">
              {t('account.dashboard.member_since', { date: formatDate(account.created_at, account.locale as Locale) })}
            </p>
          )}
        </section>
        <nav aria-label={t('account.settings.nav')}>
          <ul className="grid gap-3 sm:grid-cols-2" data-test="account-links">
            {links.map(({ route: name, label, icon: Icon }) => (
              <li key={name}>
                <Link
                  href={route(name)}
                  prefetch="hover"
                  data-test={`account-link-${name}`}
                  className="flex items-center gap-3 rounded-card border border-border bg-surface-raised p-4 font-medium text-text hover:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                >
                  <Icon className="size-5 text-accent-text" aria-hidden="true" />
                  <span className="flex-1">{t(label)}</span>
                  <ChevronRight className="size-4 text-text-muted" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {live && (
        <Suspense fallback={null}>
          <RecentlyViewed />
        </Suspense>
      )}
    </Container>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 text-text-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

DashboardPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
