import { type ReactNode } from 'react';

import { ErrorSummary } from '@/components/errors/error-summary';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SharedProps } from '@/types/shared';

type AdminErrorPageProps = Pick<SharedProps, 'meta'> & {
  status: number;
  /** Already in the staff member's language. */
  message: string;
};

/**
 * HTTP errors met inside the back office (App\Infrastructure\Http\ErrorPages): staff stay in its frame and go back to
 * its home. A page of its own, so that a shopper's error page never carries the back office's frame.
 */
export default function AdminErrorPage({ status, message, meta }: AdminErrorPageProps) {
  const t = useT();
  const route = useRoute();

  return (
    <ErrorSummary
      status={status}
      title={meta.title}
      message={message}
      home={{ href: route('admin.dashboard'), label: t('error_page.back_admin') }}
    />
  );
}

AdminErrorPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
