import { useEffect, useState } from 'react';

import { type OrderPayment } from '@/types/payments';

/** How often a pending payment's status is asked for, in milliseconds (the server asks the bank at most every 10 s). */
export const POLL_EVERY = 4000;

/**
 * The order's payment, asked for again every few seconds while it is pending, so the page shows it paid (or expired)
 * without a reload; a refused or failed read waits longer before the next one.
 */
export function usePaymentStatus(initial: OrderPayment): OrderPayment {
  const [payment, setPayment] = useState(initial);
  // New props (after trying again, or paying cash) replace what the polling read.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setPayment(initial);
  }

  const pending = payment.status === 'pending';
  const url = payment.urls.status;
  useEffect(() => {
    if (!pending) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = (delay: number) => {
      timer = setTimeout(() => {
        void fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
          .then(async (response) => {
            if (stopped) return;
            if (!response.ok) {
              ask(delay * 2);
              return;
            }
            const next = (await response.json()) as OrderPayment;
            if (stopped) return;
            setPayment(next);
            if (next.status === 'pending') ask(POLL_EVERY);
          })
          .catch(() => {
            if (!stopped) ask(delay * 2);
          });
      }, delay);
    };
    ask(POLL_EVERY);

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pending, url]);

  return payment;
}
