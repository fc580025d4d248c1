import { Link, usePage } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import { isValidElement, type ReactNode } from 'react';

import { Container } from '@/layouts/storefront/container';
import { PageSearchForm } from '@/components/search/page-search-form';
import { TopCategories } from '@/components/search/top-categories';
import AdminLayout from '@/layouts/admin-layout';
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
 * offers a search field and the top categories, to carry on from there.
 */
export default function ErrorPage({ status, message, meta }: ErrorPageProps) {
  const t = useT();
  const route = useRoute();
  // Staff who hit an error inside the back office stay in its frame and go back to its home.
  const admin = usePage().props.admin !== undefined;
  const missing = !admin && (status === 404 || status === 410);

  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <p data-test="error-status" className="text-6xl font-extrabold text-accent-text sm:text-7xl">
        {status}
      </p>
      <h1 data-test="error-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {meta.title}
      </h1>
      <p data-test="error-message" className="mt-3 max-w-xl text-text-muted">
        {message}
      </p>
      <Link
        href={route(admin ? 'admin.dashboard' : 'home')}
        prefetch="hover"
        data-test="error-home-link"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-accent px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-accent-hover"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t(admin ? 'error_page.back_admin' : 'error_page.back_home')}
      </Link>
      {missing && (
        <>
          <PageSearchForm test="error-search" label={t('error_page.search')} />
          <TopCategories id="error-categories" title={t('error_page.top_categories')} />
        </>
      )}
    </Container>
  );
}

function isAdminPage(page: ReactNode): boolean {
  return isValidElement<{ admin?: unknown }>(page) && page.props.admin !== undefined;
}

ErrorPage.layout = (page: ReactNode) =>
  isAdminPage(page) ? <AdminLayout>{page}</AdminLayout> : <StorefrontLayout>{page}</StorefrontLayout>;
