import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';

import { ApplicationForm } from '@/components/careers/application-form';
import { VacancyFacts } from '@/components/careers/vacancy-card';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { paragraphs } from '@/lib/paragraphs';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Vacancy } from '@/types/content';

type Props = { breadcrumbs: Crumb[]; vacancy: Vacancy; cvMaxBytes: number };

/** A vacancy: what the job is, what it needs, and the application form beside it. */
export default function VacancyPage({ breadcrumbs, vacancy, cvMaxBytes }: Props) {
  const t = useT();
  const route = useRoute();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <article>
          <h1 data-test="vacancy-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {vacancy.title}
          </h1>
          <VacancyFacts vacancy={vacancy} />
          <div className="mt-6 space-y-4 leading-relaxed text-text">
            {paragraphs(vacancy.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <h2 className="mt-8 text-xl font-bold tracking-tight">{t('careers.requirements')}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-text" data-test="vacancy-requirements">
            {vacancy.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          <Link
            href={route('careers.index')}
            className="mt-8 inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('careers.all_vacancies')}
          </Link>
        </article>
        <section
          aria-labelledby="apply-title"
          className="h-fit rounded-xl border border-border p-4 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="apply-title" className="mb-4 text-xl font-bold tracking-tight">
            {t('careers.apply_title')}
          </h2>
          <ApplicationForm slug={vacancy.slug} cvMaxBytes={cvMaxBytes} />
        </section>
      </div>
    </Container>
  );
}

VacancyPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
