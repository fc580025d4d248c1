import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

import { useT } from '@/lib/i18n';

type Props = {
  id: string;
  label: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
};

const STEP =
  'flex size-9 items-center justify-center text-neutral-700 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-neutral-300 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:disabled:text-neutral-600';

/**
 * − / number / + for a cart line. Typed numbers are sent when the field loses focus or on Enter, clamped to
 * 1…max (the server clamps again: it is the one that knows the stock).
 */
export function QuantityStepper({ id, label, value, max, disabled = false, onChange }: Props) {
  const t = useT();
  // The line re-mounts this with a new key when the server's quantity changes, so the draft starts from it.
  const [draft, setDraft] = useState(String(value));

  const commit = (next: number) => {
    const clamped = Math.min(Math.max(1, Math.trunc(next)), Math.max(1, max));
    setDraft(String(clamped));
    if (clamped !== value) {
      onChange(clamped);
    }
  };

  return (
    <div className="inline-flex shrink-0 items-center overflow-hidden rounded-lg border border-neutral-300 dark:border-neutral-700">
      <button
        type="button"
        className={STEP}
        aria-label={t('cart.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => commit(value - 1)}
        data-test="cart-decrease"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(Number(draft) || value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            commit(Number(draft) || value);
          }
        }}
        className="h-9 w-12 shrink-0 border-x border-neutral-300 bg-transparent text-center text-sm tabular-nums [appearance:textfield] focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:border-neutral-700 [&::-webkit-inner-spin-button]:appearance-none"
        data-test="cart-quantity"
      />
      <button
        type="button"
        className={STEP}
        aria-label={t('cart.increase')}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
        data-test="cart-increase"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
