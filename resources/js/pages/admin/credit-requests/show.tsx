import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CreditStatusBadge } from '@/components/admin/credit-requests/credit-status-badge';
import { CreditStatusForm } from '@/components/admin/credit-requests/credit-status-form';
import { BackLink } from '@/components/admin/messages/back-link';
import { DetailList } from '@/components/admin/messages/detail-list';
import { Card } from '@/components/ui/card';
import { Price } from '@/components/ui/price';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CreditRequestDetail, type CreditRequestMove } from '@/types/admin-inbox';

type Props = { request: CreditRequestDetail; moves: CreditRequestMove[] };

/** One credit request: the customer, the terms they asked for, and its status with the moves it allows. */
export default function AdminCreditRequestShowPage({ request, moves }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div className="space-y-5">
      <BackLink href={route('admin.credit-requests.index')} label={t('admin.credit_requests.show.back')} />
      <AdminPageHeader
        title={t('admin.credit_requests.show.title', { id: request.id })}
        intro={
          request.received_at === null
            ? undefined
            : t('admin.credit_requests.show.received', { date: formatDateTime(request.received_at, locale) })
        }
        actions={<CreditStatusBadge status={request.status} label={request.status_label} test="credit-status" />}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card header={t('admin.credit_requests.show.contact')} test="credit-contact">
          <DetailList
            rows={[
              { label: t('admin.credit_requests.show.name'), value: request.name },
              {
                label: t('admin.credit_requests.show.phone'),
                value: (
                  <a href={`tel:${request.phone.replace(/\s/g, '')}`} className="text-accent-text hover:underline">
                    {request.phone}
                  </a>
                ),
              },
              {
                label: t('admin.credit_requests.show.email'),
                value:
                  request.email === null ? (
                    '—'
                  ) : (
                    <a href={`mailto:${request.email}`} className="break-all text-accent-text hover:underline">
                      {request.email}
                    </a>
                  ),
              },
              { label: t('admin.credit_requests.show.language'), value: request.locale.toUpperCase() },
              { label: t('admin.credit_requests.show.consented'), value: formatDateTime(request.consented_at, locale) },
            ]}
          />
        </Card>
        <Card header={t('admin.credit_requests.show.terms')} test="credit-terms">
          <DetailList
            rows={[
              {
                label: t('admin.credit_requests.show.product'),
                value: request.product ?? t('admin.credit_requests.show.no_product'),
              },
              { label: t('admin.credit_requests.show.programme'), value: request.programme },
              { label: t('admin.credit_requests.show.partner'), value: request.partner },
              { label: t('admin.credit_requests.show.amount'), value: <Price amount={request.amount} size="sm" /> },
              {
                label: t('admin.credit_requests.show.term'),
                value: t('admin.credit_requests.months', { count: request.months }),
              },
              {
                label: t('admin.credit_requests.show.monthly'),
                value: <Price amount={request.monthly_payment} size="sm" />,
              },
              { label: t('admin.credit_requests.show.total'), value: <Price amount={request.total} size="sm" /> },
            ]}
          />
        </Card>
      </div>
      <CreditStatusForm key={`${request.status}-${request.status_changed_at ?? ''}`} request={request} moves={moves} />
    </div>
  );
}

AdminCreditRequestShowPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
