import { usePage } from '@inertiajs/react';
import { UserRound } from 'lucide-react';

import { CustomerFlagBadge } from '@/components/admin/customers/customer-flag-badge';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OrderCustomer } from '@/types/admin-customers';

/**
 * The order page's line about its customer: a link to the customer's page (for those who may open it), how many orders
 * the customer placed, and the flag with its note, so whoever handles the order sees "does not pick up" first.
 */
export function OrderCustomerLink() {
  const t = useT();
  const { customer, can_view_customer } = usePage().props as {
    customer?: OrderCustomer | null;
    can_view_customer?: boolean;
  };
  if (customer === undefined || customer === null) {
    return null;
  }
  const label = customer.erased ? t('admin.customers.order.erased') : (customer.name ?? t('admin.customers.unnamed'));

  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-border bg-surface-raised px-4 py-3 text-sm"
      data-test="order-customer-link"
    >
      <UserRound className="size-4 text-text-muted" aria-hidden="true" />
      <span className="text-text-muted">{t('admin.customers.order.title')}:</span>
      {can_view_customer === true ? (
        <Link
          href={route('admin.customers.show', { customer: customer.id })}
          className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="order-customer-page"
        >
          {label}
        </Link>
      ) : (
        <span className="font-semibold">{label}</span>
      )}
      <span className="text-text-muted">{t('admin.customers.order.orders', { count: customer.orders })}</span>
      {customer.flag !== null && <CustomerFlagBadge flag={customer.flag} test="order-customer-flag" />}
      {customer.flag !== null && customer.flag_note !== null && (
        <span className="whitespace-pre-line">{customer.flag_note}</span>
      )}
    </div>
  );
}
