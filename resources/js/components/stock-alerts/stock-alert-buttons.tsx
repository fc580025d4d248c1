import { lazy, Suspense, useState } from 'react';

import { useT } from '@/lib/i18n';
import { type AlertKind } from '@/types/stock-alerts';

// The form's code (its field, its request, the answers) loads only when a shopper asks for an alert.
const StockAlertForm = lazy(() =>
  import('@/components/stock-alerts/stock-alert-form').then((module) => ({ default: module.StockAlertForm })),
);

// Text only, no icon: every byte here is in the product page's first view.
const BUTTON =
  'min-h-10 rounded-lg border border-border-strong text-left font-medium hover:border-accent hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-expanded:border-accent aria-expanded:text-accent-text';

/**
 * "Tell me when it is back" (a product out of stock) and "tell me when the price drops": the same static buttons for
 * everyone, so the page stays the one the page cache keeps; who is asking (an account or a guest with an e-mail) is
 * worked out by the form they open, which posts to the alerts endpoint.
 */
export function StockAlertButtons({
  productId,
  inStock,
  compact = false,
}: {
  productId: number;
  inStock: boolean;
  /** Under a product card (the favourites): smaller, one under the other. */
  compact?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState<AlertKind | null>(null);
  const kinds: AlertKind[] = inStock ? ['price'] : ['stock', 'price'];

  return (
    <div data-test="stock-alerts" className={compact ? 'relative' : undefined}>
      <div className={compact ? 'flex flex-col gap-1.5' : 'flex flex-wrap gap-2'}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`${BUTTON} ${compact ? 'w-full px-2 py-1.5 text-xs' : 'px-3 py-2 text-sm'}`}
            aria-expanded={open === kind}
            aria-controls={open === kind ? `stock-alert-${productId}` : undefined}
            onClick={() => setOpen(open === kind ? null : kind)}
            data-test={`stock-alert-${kind}`}
          >
            {t(kind === 'stock' ? 'stock_alerts.notify_stock' : 'stock_alerts.notify_price')}
          </button>
        ))}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          {/* Under a card it floats over the cards below, so the grid's rows keep their height. */}
          <StockAlertForm
            key={open}
            id={`stock-alert-${productId}`}
            productId={productId}
            kind={open}
            compact={compact}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
