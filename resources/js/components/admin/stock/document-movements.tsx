import { usePage } from '@inertiajs/react';

import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type DocumentMovement } from '@/types/stock-documents';

/** The movements a receipt or transfer made: when, which product, which place, how many in or out. */
export function DocumentMovements({ movements }: { movements: DocumentMovement[] }) {
  const t = useT();
  const { locale } = usePage().props;
  if (movements.length === 0) return null;

  return (
    <Card header={t('admin.stock_documents.movements')}>
      <ul className="divide-y divide-border text-sm" data-test="document-movements">
        {movements.map((movement) => (
          <li key={movement.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0">
              <span className="font-medium">{movement.product}</span>{' '}
              <span className="text-text-muted">
                {movement.sku} · {movement.place} · {movement.reason} · {formatDateTime(movement.date, locale)}
              </span>
            </span>
            <span
              className={`font-semibold tabular-nums ${movement.quantity > 0 ? 'text-success' : 'text-danger'}`}
              data-test="movement-quantity"
            >
              {movement.quantity > 0 ? `+${movement.quantity}` : `−${Math.abs(movement.quantity)}`}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
