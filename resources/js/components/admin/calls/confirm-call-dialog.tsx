import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { CallLines, type CallLineDraft } from '@/components/admin/calls/call-lines';
import { townOfZone } from '@/components/checkout/delivery-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useFormField } from '@/hooks/use-form-field';
import { formatInterval, formatWeekday } from '@/lib/format-date';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { route } from '@/lib/route';
import { type DeliveryZoneOption, type OpenCall, type StoreOption } from '@/types/admin-orders';

type Props = {
  call: OpenCall;
  stores: StoreOption[];
  zones: DeliveryZoneOption[];
  intervals: string[];
  maxQuantity: number;
  open: boolean;
  onClose: () => void;
};

/**
 * "Called, confirmed": the details agreed on the phone; sending them confirms the order. It opens as the checkout
 * does: a courier to the first zone (Chișinău, its town filled in) on the zone's first day and the first interval,
 * with the order's lines to change. A refusal is shown beside its field and summed up at the top, never silently.
 */
export function ConfirmCallDialog({ call, stores, zones, intervals, maxQuantity, open, onClose }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const firstZone = zones[0];
  const [lines, setLines] = useState<CallLineDraft[]>(() =>
    call.lines.flatMap((line) =>
      line.product_id === null
        ? []
        : [
            {
              id: line.product_id,
              name: line.name,
              sku: line.sku,
              price: line.price,
              stock: line.stock,
              quantity: line.quantity,
            },
          ],
    ),
  );
  const gone = call.lines.filter((line) => line.product_id === null);
  const form = useForm({
    version: call.version,
    name: call.name ?? '',
    lines: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    delivery_method: 'courier' as 'courier' | 'pickup',
    delivery_zone: firstZone?.value ?? '',
    city: townOfZone(firstZone?.value ?? '', t) ?? '',
    address: '',
    delivery_date: firstZone?.dates[0] ?? '',
    delivery_interval: intervals[0] ?? '',
    store_id: '',
    payment_method: 'cash' as 'cash' | 'card' | 'transfer',
    call_note: '',
  });
  const field = useFormField(form);
  const { formRef, fallbackRef, refused } = useFocusFirstError<HTMLFormElement, HTMLDivElement>();
  const zone = zones.find((candidate) => candidate.value === form.data.delivery_zone);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  // The checkout's rule (App\Services\Checkout\DeliveryFee): free from the zone's threshold; the server computes it again.
  const fee = zone === undefined ? null : subtotal >= zone.free_from ? 0 : zone.fee;
  const formId = `confirm-${call.number}`;
  // Refusals that belong to no field of the form: changed meanwhile (`status`), a line's own (`lines.0.quantity`).
  const errors: Partial<Record<string, string>> = form.errors;
  const hasErrors = Object.keys(form.errors).length > 0;
  const lineErrorKeys = Object.keys(errors).filter((key) => key.startsWith('lines.'));

  const changeLines = (next: CallLineDraft[]) => {
    setLines(next);
    form.setData((data) => ({
      ...data,
      lines: next.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    }));
    if (errors.lines !== undefined || lineErrorKeys.length > 0)
      form.clearErrors(...(['lines', ...lineErrorKeys] as never[]));
  };
  const zoneField = field('delivery_zone');
  // As the checkout does: a day the new zone does not offer becomes its first one; an empty town takes the zone's.
  const chooseZone = (code: string) => {
    zoneField.onChange(code);
    const dates = zones.find((candidate) => candidate.value === code)?.dates ?? [];
    form.setData((data) => (dates.includes(data.delivery_date) ? data : { ...data, delivery_date: dates[0] ?? '' }));
    const town = townOfZone(code, t);
    if (town !== null && form.data.city.trim() === '') {
      form.setData((data) => (data.city.trim() === '' ? { ...data, city: town } : data));
      if (errors.city !== undefined) form.clearErrors('city');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
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
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(route('admin.calls.confirm', { order: call.number }), {
            preserveScroll: true,
            onSuccess: onClose,
            onError: refused,
          });
        }}
      >
        {hasErrors && (
          <div ref={fallbackRef} tabIndex={-1} className="outline-none">
            <Alert tone="error" test="confirm-call-error">
              {errors.status ?? t('admin.calls.errors.summary')}
            </Alert>
          </div>
        )}
        <TextField {...field('name')} label={t('admin.calls.form.name')} autoComplete="off" required />
        {gone.map((line) => (
          <Alert key={line.sku} tone="warning" test="call-line-gone">
            {t('admin.calls.form.gone', { product: line.name })}
          </Alert>
        ))}
        <CallLines
          lines={lines}
          onChange={changeLines}
          maxQuantity={maxQuantity}
          error={errors.lines}
          lineErrors={(index) => errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.product_id`]}
        />
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              {...zoneField}
              onChange={chooseZone}
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
              className="sm:col-span-2"
              required
            />
            <TextField {...field('city')} label={t('admin.calls.form.city')} required />
            <TextField {...field('address')} label={t('admin.calls.form.address')} required />
            <Select
              {...field('delivery_date')}
              label={t('checkout.date')}
              placeholder={t('checkout.date')}
              options={(zone?.dates ?? []).map((date) => ({ value: date, label: formatWeekday(date, locale) }))}
              required
            />
            <Select
              {...field('delivery_interval')}
              label={t('checkout.interval')}
              placeholder={t('checkout.interval')}
              options={intervals.map((interval) => ({ value: interval, label: formatInterval(interval) }))}
              required
            />
          </div>
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
        <Textarea
          {...field('call_note')}
          label={t('admin.calls.form.call_note')}
          hint={t('admin.calls.form.call_note_hint')}
          rows={2}
          maxLength={1000}
        />
      </form>
    </Dialog>
  );
}
