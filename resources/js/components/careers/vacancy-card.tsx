import { Briefcase, MapPin } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { type Vacancy } from '@/types/content';

/** An open vacancy in the list: title (the link), city, type of employment and the first paragraph. */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const t = useT();

  return (
    <article
      data-test={`vacancy-card-${vacancy.slug}`}
      className="flex flex-col rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
    >
      <h2 className="text-lg font-semibold tracking-tight">
        <Link
          href={vacancy.url}
          prefetch="hover"
          className="rounded-sm hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="vacancy-link"
        >
          {vacancy.title}
        </Link>
      </h2>
      <VacancyFacts vacancy={vacancy} />
      <p className="mt-3 flex-1 text-sm text-text-soft">{vacancy.summary}</p>
      <Link
        href={vacancy.url}
        tabIndex={-1}
        aria-hidden="true"
        className="mt-4 text-sm font-medium text-accent-text hover:underline"
      >
        {t('careers.view_and_apply')}
      </Link>
    </article>
  );
}

export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const t = useT();

  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
      <div className="inline-flex items-center gap-1">
        <dt>
          <MapPin className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('careers.city')}</span>
        </dt>
        <dd data-test="vacancy-city">{vacancy.city}</dd>
      </div>
      <div className="inline-flex items-center gap-1">
        <dt>
          <Briefcase className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('careers.employment_type')}</span>
        </dt>
        <dd data-test="vacancy-type">{vacancy.employment_type_label}</dd>
      </div>
    </dl>
  );
}
