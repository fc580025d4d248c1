import { type ReactNode } from 'react';

import { Container } from '@/layouts/storefront/container';
import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { ButtonsSection } from '@/test-pages/ui-kit/buttons-section';
import { ChoicesSection } from '@/test-pages/ui-kit/choices-section';
import { DataSection } from '@/test-pages/ui-kit/data-section';
import { FeedbackSection } from '@/test-pages/ui-kit/feedback-section';
import { FieldsSection } from '@/test-pages/ui-kit/fields-section';
import { OverlaysSection } from '@/test-pages/ui-kit/overlays-section';

/** Every component of components/ui in its states, for developers and the browser tests (local and testing only). */
export default function UiKit() {
  const t = useT();

  return (
    <Container className="space-y-12 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text">{t('ui_kit.title')}</h1>
          <p className="mt-1 max-w-prose text-sm text-text-muted">{t('ui_kit.intro')}</p>
        </div>
        <AppearanceSwitcher />
      </header>
      <ButtonsSection />
      <FieldsSection />
      <ChoicesSection />
      <OverlaysSection />
      <FeedbackSection />
      <DataSection />
    </Container>
  );
}

UiKit.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
