import { router, useForm } from '@inertiajs/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { ordersUrl } from '@/lib/admin-orders';
import { useT } from '@/lib/i18n';
import { type OrderFilters, type StoreOption } from '@/types/admin-orders';

type Props = { filters: OrderFilters; stores: StoreOption[] };

/**
 * Search and filters of the order list; applying them loads the list with them in the URL. On a phone they fold
 * behind a "Filters" button (with how many are in use), so the list is the first thing seen.
 */
export function OrderFiltersForm({ filters, stores }: Props) {
  const t = useT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const active = (['q', 'from', 'to', 'delivery', 'store', 'payment', 'kind'] as const).filter(
    (key) => (filters[key] ?? '') !== '',
  ).length;
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
    <div>
      <Button
        variant="secondary"
        size="sm"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={formId}
        test="filters-toggle"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {active > 0 ? `${t('admin.orders.filters.toggle')} (${active})` : t('admin.orders.filters.toggle')}
      </Button>
      <form
        id={formId}
        method="get"
        role="search"
        aria-label={t('admin.orders.filters.label')}
        data-test="order-filters"
        className={`${open ? 'mt-2 grid' : 'hidden'} grid-cols-2 gap-3 rounded-card border border-border bg-surface-raised p-4 sm:mt-0 sm:grid lg:grid-cols-4`}
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
          options={(['cash', 'card', 'online_card', 'mia', 'credit', 'transfer'] as const).map((method) => ({
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
    </div>
  );
}
