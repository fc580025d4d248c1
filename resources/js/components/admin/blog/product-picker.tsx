import axios from 'axios';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';

import { MoveButtons, moveItem } from '@/components/admin/forms/move-buttons';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ProductPick } from '@/types/admin-content';

const SEARCH_DELAY_MS = 300;

/** The products a post talks about, in order: search by name or SKU, add, move up or down, remove. */
export function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: ProductPick[];
  onChange: (products: ProductPick[]) => void;
  error?: string;
}) {
  const t = useT();
  const route = useRoute();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<ProductPick[]>([]);

  const searching = term.trim().length >= 2;

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      axios
        .get<{ products: ProductPick[] }>(route('admin.blog.products'), {
          params: { q: term },
          signal: controller.signal,
        })
        .then((response) => setFound(response.data.products))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, route, searching]);

  const chosen = new Set(value.map((product) => product.id));

  return (
    <fieldset className="space-y-3" data-test="product-picker">
      <legend className="text-sm font-medium text-text">{t('admin.blog.field.products')}</legend>
      {value.length > 0 && (
        <ol className="divide-y divide-border rounded-card border border-border">
          {value.map((product, index) => (
            <li key={product.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-test="product-chosen">
              <span className="min-w-0 flex-1 break-words">
                {product.name} <span className="text-text-muted">· {product.sku}</span>
              </span>
              <MoveButtons
                first={index === 0}
                last={index === value.length - 1}
                onMove={(step) => onChange(moveItem(value, index, step))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.content.remove')}
                onClick={() => onChange(value.filter((item) => item.id !== product.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <TextField
        name="product-search"
        type="search"
        label={t('admin.blog.product_search')}
        value={term}
        onChange={setTerm}
        error={error}
        hint={t('admin.blog.product_search_hint')}
      />
      {searching && found.length > 0 && (
        <ul className="divide-y divide-border rounded-card border border-border" data-test="product-results">
          {found.map((product) => (
            <li key={product.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 break-words">
                {product.name} <span className="text-text-muted">· {product.sku}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={chosen.has(product.id)}
                onClick={() => onChange([...value, product])}
                test={`product-add-${product.id}`}
              >
                {t('admin.content.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
