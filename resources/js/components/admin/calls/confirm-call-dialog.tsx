import { useForm, usePage } from '@inertiajs/react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { route } from '@/lib/route';
import { type DeliveryZoneOption, type OpenCall, type StoreOption } from '@/types/admin-orders';

type Props = { call: OpenCall; stores: StoreOption[]; zones: DeliveryZoneOption[]; open: boolean; onClose: () => void };

/** "Called, confirmed": the details agreed on the phone; sending them confirms the order. */
export function ConfirmCallDialog({ call, stores, zones, open, onClose }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const form = useForm({
    version: call.version,
    name: call.name ?? '',
    delivery_method: 'courier' as 'courier' | 'pickup',
    delivery_zone: '',
    city: '',
    address: '',
    store_id: '',
    payment_method: 'cash' as 'cash' | 'card' | 'transfer',
    comment: '',
  });
  const field = useFormField(form);
  const zone = zones.find((candidate) => candidate.value === form.data.delivery_zone);
  // The checkout's rule (App\Services\Checkout\DeliveryFee): free from the zone's threshold; the server computes it again.
  const fee = zone === undefined ? null : call.total >= zone.free_from ? 0 : zone.fee;
  const formId = `confirm-${call.number}`;
  // A refused move (changed meanwhile) comes back under `status`, which is not one of the form's own keys.
  const errors: Partial<Record<string, string>> = form.errors;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('admin.calls.form.title', { number: call.number })}
      description={t('admin.calls.form.description')}
      test="confirm-call-dialog"
      footer={
        <>
          <Button variant="secondary" test="confirm-call-back" onClick={onClose}>
            {t('admin.calls.form.back')}
          </Button>
          <Button type="submit" form={formId} loading={form.processing} test="confirm-call-submit">
            {t('admin.calls.form.submit')}
          </Button>
        </>
      }
    >
      <form
        method="post"
        id={formId}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(route('admin.calls.confirm', { order: call.number }), {
            preserveScroll: true,
            onSuccess: onClose,
          });
        }}
      >
        {errors.status !== undefined && (
          <Alert tone="error" test="confirm-call-error">
            {errors.status}
          </Alert>
        )}
        <TextField {...field('name')} label={t('admin.calls.form.name')} autoComplete="off" required />
        <RadioGroup
          {...field('delivery_method')}
          label={t('admin.calls.form.delivery')}
          inline
          options={[
            { value: 'courier', label: t('admin.orders.delivery.courier') },
            { value: 'pickup', label: t('admin.orders.delivery.pickup') },
          ]}
        />
        {form.data.delivery_method === 'courier' ? (
          <>
            <Select
              {...field('delivery_zone')}
              label={t('checkout.zone')}
              placeholder={t('checkout.zone')}
              options={zones.map((option) => ({
                value: option.value,
                label: `${t(`checkout.zone.${option.value}` as TranslationKey)} — ${t('checkout.zone_fee', {
                  fee: formatPrice(option.fee, locale),
                  free: formatPrice(option.free_from, locale),
                })}`,
              }))}
              hint={fee === null ? undefined : t('admin.calls.form.fee', { fee: formatPrice(fee, locale) })}
              required
            />
            <TextField {...field('city')} label={t('admin.calls.form.city')} required />
            <TextField {...field('address')} label={t('admin.calls.form.address')} required />
          </>
        ) : (
          <Select
            {...field('store_id')}
            label={t('admin.calls.form.store')}
            placeholder={t('admin.calls.form.store')}
            options={stores.map((store) => ({ value: String(store.value), label: store.label }))}
            required
          />
        )}
        <Select
          {...field('payment_method')}
          label={t('admin.calls.form.payment')}
          options={(['cash', 'card', 'transfer'] as const).map((method) => ({
            value: method,
            label: t(`checkout.payment.${method}`),
          }))}
        />
        <Textarea {...field('comment')} label={t('admin.calls.form.comment')} rows={2} maxLength={1000} />
      </form>
    </Dialog>
  );
}
