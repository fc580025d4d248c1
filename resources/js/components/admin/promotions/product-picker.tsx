import axios from 'axios';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PickedProduct } from '@/types/admin-marketing';

/**
 * The products of a promotion: the chosen ones with their price and a remove button, and a search by name or SKU
 * whose answers can be added. Typing waits a moment before asking the server.
 */
export function ProductPicker({
  products,
  onChange,
  error,
}: {
  products: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string;
}) {
  const t = useT();
  const route = useRoute();
  const [query, setQuery] = useState('');
  // The server's last answer with the text it answered: shown only while that text is still the one typed.
  const [answer, setAnswer] = useState<{ text: string; products: PickedProduct[] } | null>(null);
  const text = query.trim();
  const searched = text.length >= 2 && answer?.text === text;
  const found = searched ? answer.products : [];

  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      axios
        .get<{ products: PickedProduct[] }>(route('admin.promotions.products'), {
          params: { q: text },
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        .then((response) => setAnswer({ text, products: response.data.products }))
        .catch(() => undefined);
    }, 250);

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, route]);

  const chosen = new Set(products.map((product) => product.id));

  return (
    <div className="space-y-4" data-test="product-picker">
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-product_ids">
          {error}
        </p>
      )}
      {products.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.promotions.products_none')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-control border border-border" data-test="picked-products">
          {products.map((product) => (
            <ProductLine key={product.id} product={product} test="picked-product">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.promotions.product_remove', { name: product.name })}
                onClick={() => onChange(products.filter((p) => p.id !== product.id))}
                test={`product-remove-${product.id}`}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </ProductLine>
          ))}
        </ul>
      )}
      <TextField
        name="product_search"
        type="search"
        label={t('admin.promotions.product_search')}
        hint={t('admin.promotions.product_search_hint')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      {searched && found.length === 0 && (
        <p className="text-sm text-text-muted">{t('admin.promotions.product_none_found')}</p>
      )}
      {found.length > 0 && (
        <ul className="divide-y divide-border rounded-control border border-border" data-test="found-products">
          {found.map((product) => (
            <ProductLine key={product.id} product={product}>
              <Button
                variant="secondary"
                size="sm"
                disabled={chosen.has(product.id)}
                onClick={() => onChange([...products, product])}
                test={`product-add-${product.id}`}
              >
                <Plus className="size-4" aria-hidden="true" />
                {chosen.has(product.id) ? t('admin.promotions.product_added') : t('admin.promotions.product_add')}
              </Button>
            </ProductLine>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One product of either list: name, SKU, price and its button. */
function ProductLine({ product, test, children }: { product: PickedProduct; test?: string; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2" data-test={test}>
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{product.name}</p>
        <p className="text-text-muted">{product.sku}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Price amount={product.price} size="sm" />
        {children}
      </div>
    </li>
  );
}
