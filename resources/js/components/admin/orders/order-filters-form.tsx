import { router, useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { ordersUrl } from '@/lib/admin-orders';
import { useT } from '@/lib/i18n';
import { type OrderFilters, type StoreOption } from '@/types/admin-orders';

type Props = { filters: OrderFilters; stores: StoreOption[] };

/** Search and filters of the order list; applying them loads the list with them in the URL. */
export function OrderFiltersForm({ filters, stores }: Props) {
  const t = useT();
  const form = useForm({
    q: filters.q ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    delivery: filters.delivery ?? '',
    store: filters.store ?? '',
    payment: filters.payment ?? '',
    kind: filters.kind ?? '',
  });
  const field = useFormField(form);
  const any = t('admin.orders.filters.any');

  return (
    <form
      method="get"
      role="search"
      aria-label={t('admin.orders.filters.label')}
      data-test="order-filters"
      className="grid grid-cols-2 gap-3 rounded-card border border-border bg-surface-raised p-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        router.get(ordersUrl({ ...form.data, status: filters.status }), {}, { preserveState: true });
      }}
    >
      <div className="col-span-2">
        <TextField
          {...field('q')}
          type="search"
          label={t('admin.orders.filters.search')}
          placeholder={t('admin.orders.filters.search_hint')}
        />
      </div>
      <TextField {...field('from')} type="date" label={t('admin.orders.filters.from')} />
      <TextField {...field('to')} type="date" label={t('admin.orders.filters.to')} />
      <Select
        {...field('delivery')}
        label={t('admin.orders.filters.delivery')}
        placeholder={any}
        options={[
          { value: 'courier', label: t('admin.orders.delivery.courier') },
          { value: 'pickup', label: t('admin.orders.delivery.pickup') },
        ]}
      />
      <Select
        {...field('store')}
        label={t('admin.orders.filters.store')}
        placeholder={any}
        options={stores.map((store) => ({ value: String(store.value), label: store.label }))}
      />
      <Select
        {...field('payment')}
        label={t('admin.orders.filters.payment')}
        placeholder={any}
        options={(['cash', 'card', 'credit', 'transfer'] as const).map((method) => ({
          value: method,
          label: t(`checkout.payment.${method}`),
        }))}
      />
      <Select
        {...field('kind')}
        label={t('admin.orders.filters.kind')}
        placeholder={any}
        options={[
          { value: 'checkout', label: t('admin.orders.kind.checkout') },
          { value: 'one_click', label: t('admin.orders.kind.one_click') },
        ]}
      />
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-4">
        <Button type="submit" test="filters-apply">
          {t('admin.orders.filters.apply')}
        </Button>
        <Button variant="ghost" href={ordersUrl({})} test="filters-reset">
          {t('admin.orders.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
