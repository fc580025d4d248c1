import { X } from 'lucide-react';

import { ProductSearch } from '@/components/admin/forms/product-search';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { usePage } from '@inertiajs/react';
import { type CallProduct } from '@/types/admin-orders';

/** A line of the confirmation: the product as the page knows it and the units agreed. */
export type CallLineDraft = CallProduct & { quantity: number };

type Props = {
  lines: CallLineDraft[];
  onChange: (lines: CallLineDraft[]) => void;
  maxQuantity: number;
  /** The server's words about the lines as a whole (none left, not enough stock) and about each line, by index. */
  error?: string | undefined;
  lineErrors: (index: number) => string | undefined;
};

/**
 * What the shopper takes, as agreed on the phone: each line's units (− / number / +, up to the shop's most per
 * product), a remove button, and a search by name or SKU that adds a product with one unit. Prices and stock are
 * today's for reading only: the server prices the lines again and reserves the units, or says what is short.
 */
export function CallLines({ lines, onChange, maxQuantity, error, lineErrors }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const setQuantity = (id: number, quantity: number) =>
    onChange(lines.map((line) => (line.id === id ? { ...line, quantity } : line)));

  return (
    <fieldset className="min-w-0 space-y-3" data-test="call-lines">
      <legend className="mb-2 text-sm font-medium text-text">{t('admin.calls.form.products')}</legend>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-lines">
          {error}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="divide-y divide-border rounded-control border border-border">
          {lines.map((line, index) => {
            const lineError = lineErrors(index);

            return (
              <li key={line.id} className="space-y-2 px-3 py-2" data-test="call-line">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <div className="min-w-0 flex-1 basis-48 text-sm">
                    <p className="font-medium break-words">{line.name}</p>
                    <p className="text-text-muted">
                      {line.sku} · {t('admin.calls.form.in_stock', { count: line.stock })}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <QuantityStepper
                      // A new key when the quantity changes elsewhere restarts the typed draft from it.
                      key={`${line.id}-${line.quantity}`}
                      id={`call-line-${line.id}`}
                      label={t('admin.calls.form.quantity', { product: line.name })}
                      value={line.quantity}
                      max={maxQuantity}
                      onChange={(quantity) => setQuantity(line.id, quantity)}
                    />
                    <span className="min-w-24 text-right">
                      <Price amount={line.price * line.quantity} size="sm" />
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('admin.calls.form.remove', { product: line.name })}
                      onClick={() => onChange(lines.filter((other) => other.id !== line.id))}
                      test={`call-line-remove-${line.id}`}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {lineError !== undefined && (
                  <p role="alert" className="text-sm text-danger" data-test="error-line">
                    {lineError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-right text-sm font-medium" data-test="call-lines-subtotal">
        {t('admin.calls.form.subtotal', { total: formatPrice(subtotal, locale) })}
      </p>
      <ProductSearch<CallProduct>
        url={route('admin.calls.products')}
        name="call_product_search"
        chosen={new Set(lines.map((line) => line.id))}
        onAdd={(product) => onChange([...lines, { ...product, quantity: 1 }])}
        label={t('admin.calls.form.product_search')}
        hint={t('admin.calls.form.product_search_hint')}
        noneFound={t('admin.calls.form.product_none_found')}
        addLabel={t('admin.calls.form.product_add')}
        addedLabel={t('admin.calls.form.product_added')}
        details={(product) => t('admin.calls.form.in_stock', { count: product.stock })}
      />
    </fieldset>
  );
}
