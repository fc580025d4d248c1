import { http } from '@inertiajs/core';
import { useState } from 'react';

import { ProductSlider } from '@/components/products/product-slider';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { toastActions } from '@/state/toast-state';
import { type ProductCard } from '@/types/catalog';

/**
 * The recently viewed row: the shop's product cards, newest first, with a button that empties the list. The clearing
 * goes through Inertia's HTTP client, which gets a page served anonymously its session and CSRF token first.
 */
export function RecentlyViewedStrip({ products, onCleared }: { products: ProductCard[]; onCleared: () => void }) {
  const t = useT();
  const route = useRoute();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const clear = async () => {
    setBusy(true);
    setError(false);
    try {
      const response = await http.getClient().request({
        method: 'delete',
        url: route('recently-viewed.destroy'),
        headers: { Accept: 'application/json' },
      });
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
      onCleared();
      toastActions.show(t('recently_viewed.cleared'));
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-test="recently-viewed">
      <ProductSlider
        id="recently-viewed"
        title={t('recently_viewed.title')}
        products={products}
        action={
          <button
            type="button"
            onClick={() => void clear()}
            disabled={busy}
            className="inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-accent-text hover:bg-accent-soft focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:opacity-60"
            data-test="recently-viewed-clear"
          >
            {t('recently_viewed.clear')}
          </button>
        }
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger" data-test="recently-viewed-error">
          {t('recently_viewed.error')}
        </p>
      )}
    </div>
  );
}
