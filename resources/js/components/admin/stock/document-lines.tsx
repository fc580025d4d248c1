import { X } from 'lucide-react';

import { ProductSearch } from '@/components/admin/forms/product-search';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type DocumentLine } from '@/types/stock-documents';

type Found = { id: number; name: string; sku: string; price: number; stock: number };

/** What the cost field shows for bani: "12,50". */
export function leiText(bani: number | undefined): string {
  if (bani === undefined) return '';
  return (bani / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
}

/** Bani from what staff typed in lei ("12,5", "12.50", "1 200"): null when it is no amount. */
export function baniFrom(text: string): number | null {
  const clean = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

type Props = {
  lines: DocumentLine[];
  onChange: (lines: DocumentLine[]) => void;
  /** Receipts ask each line's unit cost; transfers do not. */
  withCost: boolean;
  /** Cost fields as typed, by product id (kept as text so "12," can be typed). */
  costs: Record<number, string>;
  onCost: (productId: number, text: string) => void;
  error?: string | undefined;
  lineError: (index: number, field: 'quantity' | 'unit_cost' | 'product_id') => string | undefined;
};

/**
 * A document's lines on a phone as on a laptop: each product with its SKU and units in stock, the units (and the
 * unit cost on a receipt) in fields big enough for a thumb, a remove button; a search by name or SKU adds a product.
 */
export function DocumentLines({ lines, onChange, withCost, costs, onCost, error, lineError }: Props) {
  const t = useT();
  const route = useRoute();
  const setQuantity = (productId: number, text: string) =>
    onChange(lines.map((line) => (line.product_id === productId ? { ...line, quantity: Number(text) || 0 } : line)));

  return (
    <fieldset className="min-w-0 space-y-3" data-test="document-lines">
      <legend className="mb-2 text-sm font-medium text-text">{t('admin.stock_documents.lines')}</legend>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-lines">
          {error}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.stock_documents.no_lines')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-control border border-border">
          {lines.map((line, index) => {
            const errors = [
              lineError(index, 'product_id'),
              lineError(index, 'quantity'),
              lineError(index, 'unit_cost'),
            ];

            return (
              <li key={line.product_id} className="space-y-2 px-3 py-3" data-test="document-line">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words">{line.name}</p>
                    <p className="text-text-muted">
                      {line.sku} · {t('admin.calls.form.in_stock', { count: line.stock })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('admin.stock_documents.remove_line', { name: line.name })}
                    onClick={() => onChange(lines.filter((other) => other.product_id !== line.product_id))}
                    test={`line-remove-${line.sku}`}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                  <TextField
                    name={`lines.${index}.quantity`}
                    label={t('admin.stock_documents.quantity')}
                    value={line.quantity === 0 ? '' : String(line.quantity)}
                    onChange={(value) => setQuantity(line.product_id, value)}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                  />
                  {withCost && (
                    <TextField
                      name={`lines.${index}.unit_cost`}
                      label={t('admin.receipts.unit_cost')}
                      value={costs[line.product_id] ?? ''}
                      onChange={(value) => onCost(line.product_id, value)}
                      inputMode="decimal"
                    />
                  )}
                </div>
                {errors
                  .filter((message): message is string => message !== undefined)
                  .map((message) => (
                    <p key={message} role="alert" className="text-sm text-danger" data-test="error-line">
                      {message}
                    </p>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      <ProductSearch<Found>
        url={route('admin.stock.products')}
        name="document_product_search"
        chosen={new Set(lines.map((line) => line.product_id))}
        onAdd={(product) =>
          onChange([
            ...lines,
            { product_id: product.id, name: product.name, sku: product.sku, stock: product.stock, quantity: 1 },
          ])
        }
        label={t('admin.stock_documents.product_search')}
        hint={t('admin.calls.form.product_search_hint')}
        noneFound={t('admin.stock_documents.none_found')}
        addLabel={t('admin.stock_documents.add_line')}
        addedLabel={t('admin.stock_documents.added')}
        details={(product) => t('admin.calls.form.in_stock', { count: product.stock })}
      />
    </fieldset>
  );
}
