import { router, usePage } from '@inertiajs/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { StruckPrice } from '@/components/cart/struck-price';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type CartLine as Line } from '@/types/cart';

/** One product in the cart: picture, name, unit price, quantity, line total, a stock warning and remove. */
export function CartLine({ line }: { line: Line }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const [busy, setBusy] = useState(false);
  const { product } = line;
  const options = { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) };

  return (
    <li
      className="flex gap-3 border-b border-border py-4 last:border-b-0 sm:gap-4"
      data-test={`cart-line-${product.slug}`}
    >
      <Link href={product.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={product.image}
          alt=""
          width={96}
          height={77}
          loading="lazy"
          decoding="async"
          className="size-20 rounded-lg object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <Link
            href={product.url}
            className="line-clamp-2 rounded-sm font-medium text-text hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            {product.name}
          </Link>
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-text-subtle">
            <StruckPrice bani={product.old_price} />
            <span data-test="cart-line-price">
              <span className="sr-only">{t('cart.unit_price')}: </span>
              {formatPrice(product.price, locale)}
            </span>
          </p>
          {line.warning !== null && (
            <p className="mt-1 text-sm text-amber-700 dark:text-amber-400" data-test="cart-line-warning">
              {line.warning === 'out_of_stock'
                ? t('cart.warning_out_of_stock')
                : t('cart.warning_limited', { count: line.available })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantityStepper
            key={line.quantity}
            id={`quantity-${product.id}`}
            label={t('cart.quantity_for', { name: product.name })}
            value={line.quantity}
            max={line.max_quantity}
            disabled={busy || line.warning === 'out_of_stock'}
            onChange={(quantity) =>
              router.patch(route('cart.items.update', { product: product.id }), { quantity }, options)
            }
          />
          <p className="font-bold text-text tabular-nums" data-test="cart-line-total">
            <span className="sr-only">{t('cart.line_total')}: </span>
            {formatPrice(line.line_total, locale)}
          </p>
          {line.discount > 0 && (
            <p className="text-sm text-success tabular-nums" data-test="cart-line-discount">
              {t('promo.line_discount', { amount: formatPrice(line.discount, locale) })}
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => router.delete(route('cart.items.destroy', { product: product.id }), options)}
            aria-label={t('cart.remove_named', { name: product.name })}
            className="text-text-muted"
            test="cart-remove"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
