import { usePage } from '@inertiajs/react';
import { Users } from 'lucide-react';

import { CustomerFlagBadge } from '@/components/admin/customers/customer-flag-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerRow } from '@/types/admin-customers';

/** The customer list's rows: name with its contact, orders, money spent (what counts said in the header's hint), last order, flag. */
export function CustomerTable({ customers }: { customers: CustomerRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const columns: TableColumn<CustomerRow>[] = [
    {
      key: 'customer',
      header: t('admin.customers.columns.customer'),
      cell: (customer) => (
        <span className="block min-w-40 whitespace-normal">
          <Link
            href={route('admin.customers.show', { customer: customer.id })}
            className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test={`customer-${customer.id}`}
          >
            {customer.name ?? t('admin.customers.unnamed')}
          </Link>
          <span className="ml-2 text-xs text-text-muted">
            {customer.account ? t('admin.customers.account') : t('admin.customers.guest')}
          </span>
          <span className="block text-xs text-text-muted">
            {[customer.phone, customer.email].filter((value) => value !== null).join(' · ')}
          </span>
        </span>
      ),
    },
    {
      key: 'orders',
      header: t('admin.customers.columns.orders'),
      align: 'end',
      cell: (customer) => <span data-test="customer-orders">{customer.orders}</span>,
    },
    {
      key: 'spent',
      header: (
        <abbr title={t('admin.customers.columns.spent_hint')} className="cursor-help no-underline">
          {t('admin.customers.columns.spent')}
        </abbr>
      ),
      align: 'end',
      cell: (customer) => <Price amount={customer.spent} size="sm" test="customer-spent" />,
    },
    {
      key: 'last-order',
      header: t('admin.customers.columns.last_order'),
      cell: (customer) => (customer.last_order === null ? '—' : formatDateTime(customer.last_order, locale)),
    },
    {
      key: 'flag',
      header: t('admin.customers.columns.flag'),
      cell: (customer) => (customer.flag === null ? '' : <CustomerFlagBadge flag={customer.flag} />),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={customers}
      rowKey={(customer) => customer.id}
      caption={t('admin.customers.title')}
      captionHidden
      test="customers-table"
      empty={
        <EmptyState
          icon={Users}
          title={t('admin.customers.empty_title')}
          text={t('admin.customers.empty_text')}
          test="customers-empty"
        />
      }
    />
  );
}
