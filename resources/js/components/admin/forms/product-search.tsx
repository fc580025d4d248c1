import axios from 'axios';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { TextField } from '@/components/ui/text-field';

/** What a back-office product search answers for each product: at least these; a section may send more. */
export type SearchedProduct = { id: number; name: string; sku: string; price: number };

/** How long typing waits before asking the server. */
const SEARCH_DELAY_MS = 250;

type Props<P extends SearchedProduct> = {
  /** The section's search endpoint; it answers `{ products: P[] }` for `?q=`. */
  url: string;
  /** The ids already chosen: their add button is disabled and says so. */
  chosen: ReadonlySet<number>;
  onAdd: (product: P) => void;
  label: string;
  hint: string;
  noneFound: string;
  addLabel: string;
  addedLabel: string;
  /** Drawn under a found product's SKU (the call list shows the units in stock). */
  details?: (product: P) => ReactNode;
  name?: string;
};

/**
 * The back office's product search: a search field (name or SKU, two characters at least) whose answers, each with
 * its price, can be added. Only the answer to the text still typed is shown. The promotion picker and the call
 * confirmation's lines use it, each with its own endpoint and words.
 */
export function ProductSearch<P extends SearchedProduct>({
  url,
  chosen,
  onAdd,
  label,
  hint,
  noneFound,
  addLabel,
  addedLabel,
  details,
  name = 'product_search',
}: Props<P>) {
  const [query, setQuery] = useState('');
  // The server's last answer with the text it answered: shown only while that text is still the one typed.
  const [answer, setAnswer] = useState<{ text: string; products: P[] } | null>(null);
  const text = query.trim();
  const searched = text.length >= 2 && answer?.text === text;
  const found = searched ? answer.products : [];

  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      axios
        .get<{ products: P[] }>(url, {
          params: { q: text },
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        .then((response) => setAnswer({ text, products: response.data.products }))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, url]);

  return (
    <div className="space-y-3">
      <TextField
        name={name}
        type="search"
        label={label}
        hint={hint}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      {searched && found.length === 0 && <p className="text-sm text-text-muted">{noneFound}</p>}
      {found.length > 0 && (
        <ul className="divide-y divide-border rounded-control border border-border" data-test="found-products">
          {found.map((product) => (
            <ProductLine key={product.id} product={product} details={details?.(product)}>
              <Button
                variant="secondary"
                size="sm"
                disabled={chosen.has(product.id)}
                onClick={() => onAdd(product)}
                test={`product-add-${product.id}`}
              >
                <Plus className="size-4" aria-hidden="true" />
                {chosen.has(product.id) ? addedLabel : addLabel}
              </Button>
            </ProductLine>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One product of a picker's list: name, SKU (and what the section adds), price and its button. */
export function ProductLine({
  product,
  test,
  details,
  children,
}: {
  product: SearchedProduct;
  test?: string;
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The name wraps, and on a narrow screen the price and button go under it, rather than squeezing the name away.
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2" data-test={test}>
      <div className="min-w-0 flex-1 basis-48 text-sm">
        <p className="font-medium break-words">{product.name}</p>
        <p className="text-text-muted">
          {product.sku}
          {details !== undefined && details !== null && <> · {details}</>}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <Price amount={product.price} size="sm" />
        {children}
      </div>
    </li>
  );
}
