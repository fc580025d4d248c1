import { router } from '@inertiajs/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { type OrderAgainResult } from '@/types/checkout';

type Props = { url: string | null; result: OrderAgainResult | undefined };

/**
 * "Order again" on the account's own order: its products still sold go into the cart; the answer says how many went
 * in and, for each one that did not (whole), why, with the way to the cart.
 */
export function OrderAgain({ url, result }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (url === null) {
    return null;
  }

  return (
    <section className="mt-6 rounded-card border border-border p-4" data-test="order-again">
      <p className="text-sm text-text-muted">{t('orders.again.hint')}</p>
      <Button
        className="mt-3"
        loading={busy}
        onClick={() =>
          router.post(url, {}, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) })
        }
        test="order-again-submit"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('orders.again.button')}
      </Button>
      {result !== undefined && (
        <div className="mt-3">
          <Alert tone={result.added.length === 0 ? 'warning' : 'success'} test="order-again-result" arrival>
            <p>{result.message}</p>
            {result.skipped.length > 0 && (
              <>
                <p className="mt-2 font-medium">{t('orders.again.not_added')}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5" data-test="order-again-skipped">
                  {result.skipped.map((line) => (
                    <li key={`${line.name}-${line.reason}`} data-test={`order-again-skipped-${line.reason}`}>
                      {line.name}: {line.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {result.added.length > 0 && (
              <Link
                href={result.cart_url}
                className="mt-2 inline-block font-medium underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                data-test="order-again-cart"
              >
                {t('orders.again.go_to_cart')}
              </Link>
            )}
          </Alert>
        </div>
      )}
    </section>
  );
}
