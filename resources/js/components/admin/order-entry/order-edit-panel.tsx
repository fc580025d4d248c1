import axios from 'axios';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type EditOrderForm } from '@/types/order-entry';

// The form is read and drawn only when staff open it: the order page stays as light as it was.
const OrderEditDialog = lazy(() => import('@/components/admin/order-entry/order-edit-dialog'));

type Props = { number: string; status: string };

/**
 * "Change the order" on the order page while it can still change (new or confirmed): the button reads the form's
 * start (the order's version, lines with today's prices and stock per place, delivery's choices) and opens the edit.
 */
export function OrderEditPanel({ number, status }: Props) {
  const t = useT();
  const route = useRoute();
  const [form, setForm] = useState<EditOrderForm | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (status !== 'new' && status !== 'confirmed') return null;

  const open = () => {
    setLoading(true);
    setFailed(null);
    axios
      .get<EditOrderForm>(route('admin.orders.edit.form', { order: number }), {
        headers: { Accept: 'application/json' },
      })
      .then((response) => setForm(response.data))
      .catch((error: unknown) => {
        const message = axios.isAxiosError<{ message?: string }>(error) ? error.response?.data?.message : undefined;
        setFailed(message ?? t('admin.order_edit.load_failed'));
      })
      .finally(() => setLoading(false));
  };

  return (
    <div className="space-y-2" data-test="order-edit-panel">
      <Button variant="secondary" onClick={open} loading={loading} test="order-edit-open">
        <Pencil className="size-4" aria-hidden="true" />
        {t('admin.order_edit.open')}
      </Button>
      {failed !== null && (
        <Alert tone="error" test="order-edit-load-error">
          {failed}
        </Alert>
      )}
      {form !== null && (
        <Suspense fallback={null}>
          <OrderEditDialog number={number} form={form} onClose={() => setForm(null)} />
        </Suspense>
      )}
    </div>
  );
}
