import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { Prose } from '@/components/ui/prose';
import StorefrontLayout from '@/layouts/storefront-layout';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type GenericPage } from '@/types/content';

type Props = { breadcrumbs: Crumb[]; page: GenericPage };

/** A page staff write in the back office (terms, privacy, delivery and returns…): title and Markdown body. */
export default function PagesShowPage({ breadcrumbs, page }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <article className="mx-auto mt-4 max-w-3xl" data-test="content-page">
        <h1 data-test="page-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {page.title}
        </h1>
        {page.updated_at !== null && (
          <p className="mt-2 text-sm text-text-muted">
            {t('pages.updated', { date: formatDate(page.updated_at, locale) })}
          </p>
        )}
        <div className="mt-6" data-test="page-body">
          <Prose html={page.html} />
        </div>
      </article>
    </Container>
  );
}

PagesShowPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
