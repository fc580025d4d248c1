import { router } from '@inertiajs/react';
import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { toastActions } from '@/state/toast-state';

type Props = {
  product: { id: number; name: string; is_stock: boolean };
  /** `card`: a compact button under a product card; `page`: the product page's main button. */
  variant?: 'card' | 'page';
};

type State = 'idle' | 'adding' | 'added';

const SIZE = { card: 'md', page: 'lg' } as const;

/**
 * Adds one unit to the shopper's cart with an Inertia request: the answer is the same page with the new header
 * count (a shared prop); the button says "added" for a moment, a toast names the product (read out politely)
 * with a link to the cart, and a refusal (out of stock meanwhile) shows under it.
 */
export function AddToCartButton({ product, variant = 'page' }: Props) {
  const t = useT();
  const route = useRoute();
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'added') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('idle'), 2500);

    return () => window.clearTimeout(timer);
  }, [state]);

  const add = () => {
    setState('adding');
    setError(null);
    router.post(
      route('cart.items.store'),
      { product_id: product.id, quantity: 1 },
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => {
          setState('added');
          toastActions.show(t('cart.added_named', { name: product.name }), {
            href: route('cart.show'),
            label: t('cart.view'),
          });
        },
        onError: (errors) => {
          setState('idle');
          setError(errors.product_id ?? errors.quantity ?? null);
        },
      },
    );
  };

  const label = state === 'added' ? t('cart.in_cart') : state === 'adding' ? t('cart.adding') : t('cart.add');
  const errorId = `add-to-cart-error-${product.id}`;

  return (
    <div className={variant === 'page' ? 'flex flex-1 flex-col' : undefined}>
      <Button
        onClick={add}
        disabled={!product.is_stock}
        loading={state === 'adding'}
        size={SIZE[variant]}
        aria-label={variant === 'card' ? t('cart.add_named', { name: product.name }) : undefined}
        aria-describedby={error === null ? undefined : errorId}
        aria-live="polite"
        test="add-to-cart"
        data-state={state}
        // On a card the label wraps to a second line rather than being cut ("Adaugă î…") in a narrow column.
        className={variant === 'card' ? 'mt-3 h-auto! min-h-control w-full gap-1.5! px-1.5! py-1.5' : 'w-full'}
      >
        {state === 'added' ? (
          <Check className={`${variant === 'card' ? 'size-4' : 'size-5'} shrink-0`} aria-hidden="true" />
        ) : state === 'idle' ? (
          <ShoppingCart className={`${variant === 'card' ? 'size-4' : 'size-5'} shrink-0`} aria-hidden="true" />
        ) : null}
        <span
          className={variant === 'card' ? 'min-w-0 text-center leading-tight text-balance' : 'truncate'}
          data-test="add-to-cart-label"
        >
          {label}
        </span>
      </Button>
      {error !== null && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger" data-test="add-to-cart-error">
          {error}
        </p>
      )}
    </div>
  );
}
