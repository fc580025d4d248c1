import { type ReactNode } from 'react';

import { ErrorSummary } from '@/components/errors/error-summary';
import { PageSearchForm } from '@/components/search/page-search-form';
import { TopCategories } from '@/components/search/top-categories';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SharedProps } from '@/types/shared';

type ErrorPageProps = Pick<SharedProps, 'meta'> & {
  status: number;
  /** Already in the page's language. */
  message: string;
};

/**
 * HTTP errors (403, 404, 419, 429, 500, 503) as the shopper sees them (App\Infrastructure\Http\ErrorPages). A missing page
 * offers a search field and the top categories, to carry on from there. Inside the back office the same errors are
 * admin/error, in the back office's frame.
 */
export default function ErrorPage({ status, message, meta }: ErrorPageProps) {
  const t = useT();
  const route = useRoute();
  const missing = status === 404 || status === 410;

  return (
    <ErrorSummary
      status={status}
      title={meta.title}
      message={message}
      home={{ href: route('home'), label: t('error_page.back_home') }}
    >
      {missing && (
        <>
          <PageSearchForm test="error-search" label={t('error_page.search')} />
          <TopCategories id="error-categories" title={t('error_page.top_categories')} />
        </>
      )}
    </ErrorSummary>
  );
}

ErrorPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
