import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { VacancyCard } from '@/components/careers/vacancy-card';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type Vacancy } from '@/types/content';

type Props = { breadcrumbs: Crumb[]; vacancies: Vacancy[] };

/** The open vacancies, each linking to its page with the application form. */
export default function CareersIndexPage({ breadcrumbs, vacancies }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="careers-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('careers.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-text-muted">{t('careers.intro')}</p>
      {vacancies.length === 0 ? (
        <p
          data-test="careers-empty"
          className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center text-text-muted"
        >
          {t('careers.empty')}
        </p>
      ) : (
        <div data-test="vacancy-list" className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {vacancies.map((vacancy) => (
            <VacancyCard key={vacancy.slug} vacancy={vacancy} />
          ))}
        </div>
      )}
    </Container>
  );
}

CareersIndexPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
