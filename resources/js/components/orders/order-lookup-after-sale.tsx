import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export type OrderLookupLinkAnswer = { sent: boolean; message: string };

type Props = {
  number: string;
  phone: string;
  answer?: OrderLookupLinkAnswer;
};

/**
 * The lookup shows no forms of the order: for a return or a warranty claim it mails the order's signed link to the
 * address on the order, and says where it went (masked), or that the order has none and the shop takes it by phone.
 */
export function OrderLookupAfterSale({ number, phone, answer }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ number, phone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform(() => ({ number, phone }));
    form.post(route('orders.lookup.link'), { preserveScroll: true, preserveState: true });
  };

  return (
    <section className="mt-6 rounded-card border border-border p-4" data-test="order-lookup-after-sale">
      <h3 className="font-semibold">{t('orders.lookup.after_sale.title')}</h3>
      <p className="mt-1 text-sm text-text-muted">{t('orders.lookup.after_sale.intro')}</p>
      {answer !== undefined && (
        <div className="mt-3">
          <Alert tone={answer.sent ? 'success' : 'info'} test="order-lookup-after-sale-answer" arrival>
            {answer.message}
          </Alert>
        </div>
      )}
      {form.errors.number !== undefined && (
        <div className="mt-3">
          <Alert tone="error" test="order-lookup-after-sale-error">
            {form.errors.number}
          </Alert>
        </div>
      )}
      <form method="post" onSubmit={submit} noValidate className="mt-3">
        <Button type="submit" variant="secondary" loading={form.processing} test="order-lookup-after-sale-submit">
          {form.processing ? t('orders.lookup.after_sale.sending') : t('orders.lookup.after_sale.button')}
        </Button>
      </form>
    </section>
  );
}
