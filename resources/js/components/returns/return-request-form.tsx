import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { type ReturnForm } from '@/types/returns';

type Handover = 'courier' | 'store';

/**
 * The return request: how many units of each line (never more than are still free), why, and how the goods come
 * back. The server checks it all again (the window, the units, the store) and answers in the shopper's language.
 */
export function ReturnRequestForm({ form: offer, onClose }: { form: ReturnForm; onClose: () => void }) {
  const t = useT();
  const form = useForm({
    lines: Object.fromEntries(offer.lines.map((line) => [String(line.id), 0])) as Record<string, number>,
    reason: '',
    details: '',
    handover: 'courier' as Handover,
    address: '',
    store_id: '',
  });
  const errors = form.errors as Record<string, string | undefined>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(offer.url, { preserveScroll: true, onSuccess: () => onClose() });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 max-w-2xl space-y-4" data-test="return-form">
      <h3 className="font-semibold">{t('returns.ui.form_title')}</h3>
      {(errors.lines ?? errors.status) !== undefined && (
        <Alert tone="error" test="return-error">
          {errors.lines ?? errors.status}
        </Alert>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('returns.ui.products')}</legend>
        {offer.lines.map((line) => (
          <TextField
            key={line.id}
            name={`lines.${line.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.free}
            label={line.name}
            hint={t('returns.ui.quantity_hint', { bought: line.bought, free: line.free })}
            value={String(form.data.lines[String(line.id)] ?? 0)}
            onChange={(value) =>
              form.setData('lines', {
                ...form.data.lines,
                [String(line.id)]: Math.max(0, Math.min(line.free, Number.parseInt(value, 10) || 0)),
              })
            }
            error={errors[`lines.${line.id}`]}
            disabled={line.free === 0}
          />
        ))}
      </fieldset>
      <Select
        name="reason"
        label={t('returns.ui.reason')}
        placeholder={t('returns.ui.reason_placeholder')}
        value={form.data.reason}
        onChange={(value) => form.setData('reason', value)}
        options={offer.reasons}
        error={errors.reason}
        required
      />
      <Textarea
        name="details"
        label={t('returns.ui.details')}
        hint={t('returns.ui.details_hint')}
        value={form.data.details}
        onChange={(value) => form.setData('details', value)}
        error={errors.details}
        maxLength={1000}
        rows={3}
        required={form.data.reason === 'other'}
      />
      <RadioGroup<Handover>
        name="handover"
        label={t('returns.ui.handover')}
        hint={t('returns.ui.handover_hint')}
        value={form.data.handover}
        onChange={(value) => form.setData('handover', value)}
        options={[
          { value: 'courier', label: t('returns.ui.handover_courier') },
          { value: 'store', label: t('returns.ui.handover_store') },
        ]}
        error={errors.handover}
      />
      {form.data.handover === 'courier' ? (
        <TextField
          name="address"
          label={t('returns.ui.address')}
          value={form.data.address}
          onChange={(value) => form.setData('address', value)}
          error={errors.address}
          maxLength={300}
          autoComplete="street-address"
          required
        />
      ) : (
        <Select
          name="store_id"
          label={t('returns.ui.store')}
          placeholder={t('returns.ui.store_placeholder')}
          value={form.data.store_id}
          onChange={(value) => form.setData('store_id', value)}
          options={offer.stores.map((store) => ({ value: String(store.value), label: store.label }))}
          error={errors.store_id}
          required
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.processing} test="return-submit">
          {t('returns.ui.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose} test="return-cancel">
          {t('returns.ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
