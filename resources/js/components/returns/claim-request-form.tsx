import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { type ClaimForm } from '@/types/returns';

/** A warranty claim on one of the order's products: which one and what is wrong with it. */
export function ClaimRequestForm({ form: offer, onClose }: { form: ClaimForm; onClose: () => void }) {
  const t = useT();
  const first = offer.lines[0];
  const form = useForm({ order_line_id: first === undefined ? '' : String(first.id), description: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(offer.url, { preserveScroll: true, onSuccess: () => onClose() });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 max-w-2xl space-y-4" data-test="claim-form">
      <h3 className="font-semibold">{t('claims.ui.form_title')}</h3>
      <Select
        name="order_line_id"
        label={t('claims.ui.product')}
        value={form.data.order_line_id}
        onChange={(value) => form.setData('order_line_id', value)}
        options={offer.lines.map((line) => ({ value: String(line.id), label: line.name }))}
        error={form.errors.order_line_id}
        required
      />
      <Textarea
        name="description"
        label={t('claims.ui.description')}
        hint={t('claims.ui.description_hint')}
        value={form.data.description}
        onChange={(value) => form.setData('description', value)}
        error={form.errors.description}
        maxLength={1000}
        rows={4}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.processing} test="claim-submit">
          {t('claims.ui.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose} test="claim-cancel">
          {t('returns.ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
