import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { EntryDeliveryFields } from '@/components/admin/order-entry/entry-delivery';
import { EntryLines } from '@/components/admin/order-entry/entry-lines';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type EditOrderForm, type EntryLine } from '@/types/order-entry';

type Props = { number: string; form: EditOrderForm; onClose: () => void };

/** The lines as the server takes them: a unit price only where it differs from what the line costs now. */
function linesOf(lines: EntryLine[], start: Map<number, number>) {
  return lines.map((line) => ({
    product_id: line.id,
    quantity: line.quantity,
    unit_price:
      start.get(line.id) === line.price ||
      (start.get(line.id) === undefined && line.price === (line.list_price ?? line.price))
        ? null
        : line.price,
  }));
}

/**
 * Staff change an order before it ships: the recipient (name, phone, e-mail), lines (units, products added or removed, and a unit price for those who may
 * lower one, with the reason asked when a price is under the list price), delivery and payment. Sent with the version
 * the form was read at: if someone changed the order meanwhile, the server says so (409) and nothing is changed.
 */
export default function OrderEditDialog({ number, form: start, onClose }: Props) {
  const t = useT();
  const [lines, setLines] = useState<EntryLine[]>(start.lines);
  const [startPrices] = useState(() => new Map(start.lines.map((line) => [line.id, line.price])));
  const form = useForm({
    version: start.version,
    lines: linesOf(start.lines, startPrices),
    price_reason: '',
    ...start.current,
  });
  const field = useFormField(form);
  const { formRef, fallbackRef, refused } = useFocusFirstError<HTMLFormElement, HTMLDivElement>();
  const errors: Partial<Record<string, string>> = form.errors;
  const hasErrors = Object.keys(form.errors).length > 0;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const below = lines.some(
    (line) => line.price < (line.list_price ?? line.price) && line.price !== startPrices.get(line.id),
  );
  const formId = `edit-order-${number}`;

  const changeLines = (next: EntryLine[]) => {
    setLines(next);
    form.setData((data) => ({ ...data, lines: linesOf(next, startPrices) }));
    const lineErrors = Object.keys(errors).filter((key) => key.startsWith('lines'));
    if (lineErrors.length > 0) form.clearErrors(...(lineErrors as never[]));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('admin.order_edit.title', { number })}
      description={start.paid_online ? t('admin.order_edit.paid_online') : t('admin.order_edit.description')}
      test="order-edit-dialog"
      footer={
        <>
          <Button variant="secondary" test="order-edit-back" onClick={onClose}>
            {t('admin.calls.form.back')}
          </Button>
          <Button type="submit" form={formId} loading={form.processing} test="order-edit-submit">
            {t('admin.order_edit.submit')}
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
          form.put(route('admin.orders.edit', { order: number }), {
            preserveScroll: true,
            onSuccess: onClose,
            onError: refused,
          });
        }}
      >
        {hasErrors && (
          <div ref={fallbackRef} tabIndex={-1} className="outline-none">
            <Alert tone="error" test="order-edit-error">
              {errors.status ?? errors.lines ?? t('admin.calls.errors.summary')}
            </Alert>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} label={t('checkout.name')} autoComplete="off" required />
          <TextField {...field('phone')} type="tel" label={t('checkout.phone')} autoComplete="off" required />
          <TextField
            {...field('email')}
            type="email"
            label={t('admin.order_entry.customer.email')}
            autoComplete="off"
          />
        </div>
        <EntryLines
          lines={lines}
          onChange={changeLines}
          maxQuantity={start.max_quantity}
          editPrices={start.can_lower_prices}
          error={errors.lines}
          lineErrors={(index) =>
            errors[`lines.${index}.quantity`] ??
            errors[`lines.${index}.product_id`] ??
            errors[`lines.${index}.unit_price`]
          }
        />
        {below && (
          <TextField
            {...field('price_reason')}
            label={t('admin.order_edit.price_reason')}
            hint={t('admin.order_edit.price_reason_hint')}
            maxLength={255}
            required
          />
        )}
        <EntryDeliveryFields form={form} options={start} subtotal={subtotal} paymentMethods={start.payment_methods} />
      </form>
    </Dialog>
  );
}
