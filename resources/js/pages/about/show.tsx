import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ContentPage } from '@/types/content';

type Props = { breadcrumbs: Crumb[]; page: ContentPage };

const buttonClass =
  'rounded-full px-5 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none focus-visible:ring-offset-surface';

/** The company page: intro, key figures and the editable sections (history, values, team). */
export default function AboutPage({ breadcrumbs, page }: Props) {
  const t = useT();
  const route = useRoute();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="about-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {page.title}
      </h1>
      <p data-test="about-intro" className="mt-3 max-w-3xl text-lg text-text-soft">
        {page.intro}
      </p>
      {page.figures.length > 0 && (
        <section aria-labelledby="about-figures" className="mt-8">
          <h2 id="about-figures" className="sr-only">
            {t('about.figures')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {page.figures.map((figure) => (
              <div
                key={figure.label}
                data-test="about-figure"
                className="flex flex-col-reverse justify-end rounded-xl border border-border bg-surface-raised p-4"
              >
                <dt className="text-sm text-text-muted">{figure.label}</dt>
                <dd className="text-xl font-bold whitespace-nowrap text-accent-text tabular-nums sm:text-3xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="mt-8 max-w-3xl space-y-8">
        {page.sections.map((section) => (
          <section key={section.title} data-test="about-section">
            <h2 className="text-xl font-semibold text-text">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-text-soft">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      {page.team.length > 0 && (
        <section aria-labelledby="about-team" className="mt-10" data-test="about-team">
          <h2 id="about-team" className="text-xl font-semibold text-text">
            {t('about.team')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {page.team.map((member) => (
              <li key={member.name} className="text-center" data-test="about-member">
                {member.photo !== null ? (
                  <img
                    src={member.photo}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    className="mx-auto size-32 rounded-full object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="mx-auto size-32 rounded-full bg-surface-strong" />
                )}
                <p className="mt-2 font-semibold">{member.name}</p>
                <p className="text-sm text-text-muted">{member.role}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          href={route('stores.index')}
          data-test="about-stores-link"
          className={`${buttonClass} bg-accent text-white hover:bg-accent-hover`}
        >
          {t('about.stores_link')}
        </Link>
        <Link
          href={route('contacts.show')}
          data-test="about-contact-link"
          className={`${buttonClass} border border-border-strong text-text hover:bg-surface-strong`}
        >
          {t('about.contact_link')}
        </Link>
      </div>
    </Container>
  );
}

AboutPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
