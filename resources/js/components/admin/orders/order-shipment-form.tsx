import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { ShipmentFields } from '@/components/admin/orders/shipment-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export type OrderShipmentProps = {
  courier: string;
  tracking_number: string;
  couriers: { value: string; label: string }[];
};

type Props = { number: string; shipment: OrderShipmentProps };

/**
 * A shipped order's courier and tracking number set or corrected after the move to shipped; the customer sees the new
 * ones on their order page (and gets a short mail when a tracking number appears where there was none).
 */
export function OrderShipmentForm({ number, shipment }: Props) {
  const t = useT();
  const form = useForm({ courier: shipment.courier, tracking_number: shipment.tracking_number });
  const errors: Partial<Record<string, string>> = form.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put(route('admin.orders.shipment.update', { order: number }), { preserveScroll: true });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-3" data-test="order-shipment-form">
      <h3 className="text-sm font-semibold">{t('admin.orders.shipment.title')}</h3>
      <p className="text-sm text-text-muted">{t('admin.orders.shipment.intro')}</p>
      {errors.shipment !== undefined && (
        <Alert tone="error" test="order-shipment-error">
          {errors.shipment}
        </Alert>
      )}
      <ShipmentFields
        couriers={shipment.couriers}
        value={form.data}
        onChange={(value) => {
          form.setData(value);
          form.clearErrors();
        }}
        errors={errors}
      />
      <Button type="submit" variant="secondary" loading={form.processing} test="order-shipment-save">
        {t('admin.orders.shipment.save')}
      </Button>
    </form>
  );
}
