import { type ReactNode } from 'react';

import { Container } from '@/components/layout/container';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';

/** The home page frame; the catalogue's sliders and categories come in later. */
export default function Home() {
  const t = useT();

  return (
    <Container className="py-10 sm:py-16">
      <h1 data-test="home-heading" className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t('home.tagline')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-neutral-600 dark:text-neutral-400">{t('home.description')}</p>
    </Container>
  );
}

Home.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
