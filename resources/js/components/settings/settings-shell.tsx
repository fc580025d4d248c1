import { usePage } from '@inertiajs/react';
import { KeyRound, type LucideIcon, Palette, ShieldCheck, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { DeveloperCorner } from '@/components/settings/developer-corner';
import { FormPageHeading } from '@/components/account/form-page-heading';
import { type TranslationKey, useT } from '@/lib/i18n';
import { type RouteName, useRoute } from '@/lib/route';

type Item = { route: RouteName; label: TranslationKey; icon: LucideIcon };

/** A shopper's settings; API tokens live apart, in the developer corner at the foot of these pages. */
export const SETTINGS_NAV: Item[] = [
  { route: 'settings.profile.edit', label: 'account.settings.profile.title', icon: UserRound },
  { route: 'settings.password.edit', label: 'account.settings.password.title', icon: KeyRound },
  { route: 'settings.appearance.edit', label: 'account.settings.appearance.title', icon: Palette },
  { route: 'settings.two-factor.show', label: 'account.settings.two_factor.title', icon: ShieldCheck },
];

type Props = { breadcrumbs: Crumb[]; title: string; intro?: string; status?: string | null; children: ReactNode };

/** A settings page: breadcrumbs, the settings menu (a row of tabs on phones, a column beside), the page's content. */
export function SettingsShell({ breadcrumbs, title, intro, status, children }: Props) {
  const t = useT();
  const route = useRoute();
  const current = usePage().props.route.name;
  const activeRef = useRef<HTMLAnchorElement>(null);

  // On phones the menu is a scrolling row: bring the current page's tab into view.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t('account.settings.nav')} data-test="settings-nav" className="min-w-0">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
            {SETTINGS_NAV.map(({ route: name, label, icon: Icon }) => {
              const active = current === name;

              return (
                <li key={name} className="shrink-0">
                  <Link
                    href={route(name)}
                    prefetch="hover"
                    ref={active ? activeRef : undefined}
                    aria-current={active ? 'page' : undefined}
                    data-test={`settings-nav-${name}`}
                    className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${
                      active ? 'bg-accent-soft text-accent-text' : 'text-text hover:bg-surface-muted'
                    }`}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="min-w-0 max-w-2xl text-text">
          <FormPageHeading title={title} intro={intro} status={status} />
          <div className="mt-6">{children}</div>
          <DeveloperCorner />
        </section>
      </div>
    </Container>
  );
}
