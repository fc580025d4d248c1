import { usePage } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerFlagBadge } from '@/components/admin/customers/customer-flag-badge';
import { CustomerFlagForm } from '@/components/admin/customers/customer-flag-form';
import { CustomerNotes } from '@/components/admin/customers/customer-notes';
import { CustomerOrders } from '@/components/admin/customers/customer-orders';
import { CustomerPrivacy } from '@/components/admin/customers/customer-privacy';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerFlagOption, type CustomerProfile } from '@/types/admin-customers';

type Props = { customer: CustomerProfile; flags: CustomerFlagOption[]; can_manage_data: boolean };

/** A customer's page: contact, figures, addresses, orders, returns and claims, notes, the flag and the data on request. */
export default function AdminCustomerShowPage({ customer, flags, can_manage_data }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const erased = customer.erased_at !== null;
  const date = (value: string | null) => (value === null ? '—' : formatDateTime(value, locale));

  return (
    <div className="space-y-5">
      <Link
        href={route('admin.customers.index')}
        className="inline-flex items-center gap-1 rounded-sm text-sm text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        data-test="back-to-customers"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.customers.show.back')}
      </Link>
      <AdminPageHeader
        title={customer.name ?? t('admin.customers.show.title', { id: customer.id })}
        intro={customer.name !== null ? t('admin.customers.show.title', { id: customer.id }) : undefined}
        actions={
          customer.flag !== null ? <CustomerFlagBadge flag={customer.flag} test="customer-flag-header" /> : undefined
        }
      />
      {erased && (
        <Alert tone="info" test="customer-erased">
          {t('admin.customers.show.erased', { date: date(customer.erased_at) })}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card header={t('admin.customers.show.contact')} test="customer-contact">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-text-muted">{t('admin.customers.show.phone')}</dt>
              <dd>
                {customer.phone !== null ? (
                  <a href={`tel:${customer.phone}`} className="text-accent-text hover:underline">
                    {customer.phone_display}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div>
              <dt className="text-text-muted">{t('admin.customers.show.email')}</dt>
              <dd className="break-all">{customer.email ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-text-muted">{t('admin.customers.account')}</dt>
              <dd>
                {customer.account === null
                  ? t('admin.customers.guest')
                  : t('admin.customers.show.account_since', { date: date(customer.account.since) })}
                {customer.account !== null && !customer.account.verified && (
                  <span className="ml-1 text-text-muted">({t('admin.customers.show.account_unverified')})</span>
                )}
              </dd>
            </div>
          </dl>
        </Card>
        <Card header={t('admin.customers.show.figures')} test="customer-figures">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-text-muted">{t('admin.customers.columns.orders')}</dt>
            <dd data-test="customer-figure-orders">{customer.figures.orders}</dd>
            <dt className="text-text-muted">{t('admin.customers.show.completed')}</dt>
            <dd>{customer.figures.completed}</dd>
            <dt className="text-text-muted">
              <abbr title={t('admin.customers.columns.spent_hint')} className="cursor-help no-underline">
                {t('admin.customers.columns.spent')}
              </abbr>
            </dt>
            <dd>
              <Price amount={customer.figures.spent} size="sm" test="customer-figure-spent" />
            </dd>
            <dt className="text-text-muted">{t('admin.customers.show.first_order')}</dt>
            <dd>{date(customer.figures.first_order)}</dd>
            <dt className="text-text-muted">{t('admin.customers.columns.last_order')}</dt>
            <dd>{date(customer.figures.last_order)}</dd>
          </dl>
        </Card>
        <Card header={t('admin.customers.show.addresses')} test="customer-addresses">
          {customer.addresses.length === 0 && customer.delivery_addresses.length === 0 ? (
            <p className="text-sm text-text-muted">{t('admin.customers.show.no_addresses')}</p>
          ) : (
            <div className="space-y-3 text-sm">
              {customer.addresses.length > 0 && (
                <div>
                  <h3 className="font-semibold">{t('admin.customers.show.saved_addresses')}</h3>
                  <ul>
                    {customer.addresses.map((address) => (
                      <li key={address.id}>
                        {[address.label, address.city, address.address].filter((part) => part !== null).join(', ')}
                        {address.default && (
                          <span className="ml-1 text-text-muted">({t('admin.customers.show.default_address')})</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {customer.delivery_addresses.length > 0 && (
                <div>
                  <h3 className="font-semibold">{t('admin.customers.show.delivery_addresses')}</h3>
                  <ul>
                    {customer.delivery_addresses.map((address) => (
                      <li key={address}>{address}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <CustomerOrders customer={customer} />
        </div>
        <div className="space-y-4">
          {!erased && <CustomerFlagForm customer={customer} flags={flags} />}
          <CustomerNotes customer={customer} canWrite={!erased} />
          {can_manage_data && !erased && <CustomerPrivacy customerId={customer.id} />}
        </div>
      </div>
    </div>
  );
}

AdminCustomerShowPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
