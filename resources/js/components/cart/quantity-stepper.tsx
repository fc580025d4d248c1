import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

type Props = {
  id: string;
  label: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
};

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
    <div className="inline-flex shrink-0 items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('cart.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => commit(value - 1)}
        test="cart-decrease"
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
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
        className="h-control-sm w-12 shrink-0 rounded-control border border-border-strong bg-surface text-center text-sm text-text tabular-nums [appearance:textfield] focus-visible:border-focus focus-visible:ring-2 focus-visible:ring-focus/30 focus-visible:outline-none disabled:opacity-60 dark:bg-surface-raised [&::-webkit-inner-spin-button]:appearance-none"
        data-test="cart-quantity"
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('cart.increase')}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
        test="cart-increase"
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
