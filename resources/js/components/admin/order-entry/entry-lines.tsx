import { usePage } from '@inertiajs/react';
import { X } from 'lucide-react';
import { useState } from 'react';

import { ProductSearch } from '@/components/admin/forms/product-search';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type EntryLine, type EntryProduct, type PlaceUnits } from '@/types/order-entry';

type Props = {
  lines: EntryLine[];
  onChange: (lines: EntryLine[]) => void;
  maxQuantity: number;
  /** Whether each line's unit price may be typed (owners and managers editing an order). */
  editPrices?: boolean;
  error?: string | undefined;
  lineErrors: (index: number) => string | undefined;
};

/** "Total 5 · Centru 2, Depozit central 3": where a product's units are, so staff know what they can promise. */
export function placesText(stock: number, places: PlaceUnits[] | undefined, t: ReturnType<typeof useT>): string {
  const where = (places ?? []).map((place) => `${place.name} ${place.units}`).join(', ');

  return where === ''
    ? t('admin.order_entry.lines.stock', { count: stock })
    : `${t('admin.order_entry.lines.stock', { count: stock })} · ${where}`;
}

/** Lei typed (`1 299,50`) as bani, or null when it is not a price. */
export function baniOf(typed: string): number | null {
  const normalised = typed.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;

  return Math.round(Number(normalised) * 100);
}

/**
 * The lines of an order taken or edited by hand: each product with its units per place, − / units / +, a remove
 * button and, when prices may be typed, its unit price in lei (a price under today's list price is marked: the form
 * asks a reason). A search by name or SKU (the call list's) adds a product with one unit at today's price. Prices and
 * stock are for reading only: the server prices the lines again and reserves the units, or says what is short.
 */
export function EntryLines({ lines, onChange, maxQuantity, editPrices = false, error, lineErrors }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const update = (id: number, change: Partial<EntryLine>) =>
    onChange(lines.map((line) => (line.id === id ? { ...line, ...change } : line)));

  return (
    <fieldset className="min-w-0 space-y-3" data-test="entry-lines">
      <legend className="mb-2 text-sm font-medium text-text">{t('admin.order_entry.lines.title')}</legend>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-lines">
          {error}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="divide-y divide-border rounded-control border border-border">
          {lines.map((line, index) => (
            <EntryLineRow
              key={line.id}
              line={line}
              index={index}
              maxQuantity={maxQuantity}
              editPrice={editPrices}
              error={lineErrors(index)}
              onChange={(change) => update(line.id, change)}
              onRemove={() => onChange(lines.filter((other) => other.id !== line.id))}
            />
          ))}
        </ul>
      )}
      <p className="text-right text-sm font-medium" data-test="entry-lines-subtotal">
        {t('admin.order_entry.lines.subtotal', { total: formatPrice(subtotal, locale) })}
      </p>
      <ProductSearch<EntryProduct>
        url={route('admin.calls.products')}
        name="entry_product_search"
        chosen={new Set(lines.map((line) => line.id))}
        onAdd={(product) => onChange([...lines, { ...product, list_price: product.price, quantity: 1 }])}
        label={t('admin.calls.form.product_search')}
        hint={t('admin.calls.form.product_search_hint')}
        noneFound={t('admin.calls.form.product_none_found')}
        addLabel={t('admin.calls.form.product_add')}
        addedLabel={t('admin.calls.form.product_added')}
        details={(product) => placesText(product.stock, product.places, t)}
      />
    </fieldset>
  );
}

function EntryLineRow({
  line,
  index,
  maxQuantity,
  editPrice,
  error,
  onChange,
  onRemove,
}: {
  line: EntryLine;
  index: number;
  maxQuantity: number;
  editPrice: boolean;
  error: string | undefined;
  onChange: (change: Partial<EntryLine>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { locale } = usePage().props;
  const [typed, setTyped] = useState(() => (line.price / 100).toFixed(2));
  const list = line.list_price ?? line.price;
  const below = line.price < list;

  return (
    <li className="space-y-2 px-3 py-2" data-test="entry-line">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48 text-sm">
          <p className="font-medium break-words">{line.name}</p>
          <p className="text-text-muted" data-test="entry-line-stock">
            {line.sku} · {placesText(line.stock, line.places, t)}
          </p>
          {below && (
            <p className="text-warning" data-test="entry-line-below">
              {t('admin.order_edit.below_list', { price: formatPrice(list, locale) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {editPrice && (
            <TextField
              name={`lines.${index}.unit_price`}
              label={t('admin.order_edit.unit_price', { product: line.name })}
              className="w-32 [&_label]:sr-only"
              inputMode="decimal"
              value={typed}
              onChange={(value) => {
                setTyped(value);
                const bani = baniOf(value);
                if (bani !== null) onChange({ price: bani });
              }}
            />
          )}
          <QuantityStepper
            key={`${line.id}-${line.quantity}`}
            id={`entry-line-${line.id}`}
            label={t('admin.calls.form.quantity', { product: line.name })}
            value={line.quantity}
            max={maxQuantity}
            onChange={(quantity) => onChange({ quantity })}
          />
          <span className="min-w-24 text-right">
            <Price amount={line.price * line.quantity} size="sm" />
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.calls.form.remove', { product: line.name })}
            onClick={onRemove}
            test={`entry-line-remove-${line.id}`}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-line">
          {error}
        </p>
      )}
    </li>
  );
}
