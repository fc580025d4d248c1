import { type ReactNode } from 'react';

import { PhoneBar } from '@/components/header/phone-bar';
import { PageHead } from '@/layouts/storefront/page-head';
import { SiteFooter } from '@/layouts/storefront/site-footer';
import { SiteHeader } from '@/layouts/storefront/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/layouts/storefront/skip-link';
import { ToastRegion } from '@/layouts/storefront/toast-region';
import { useApplyAccountAppearance } from '@/hooks/use-account-appearance';

/**
 * The storefront frame. Pages opt in as a persistent layout, so the header keeps its state across visits:
 * `Page.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;`
 */
export default function StorefrontLayout({ children }: { children: ReactNode }) {
  useApplyAccountAppearance();

  // Room at the bottom for the phone's bottom bar (PhoneBar) and the phone's own safe area under it.
  return (
    <div className="flex min-h-screen flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] sm:pb-0">
      <PageHead />
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <PhoneBar />
      <ToastRegion />
    </div>
  );
}
