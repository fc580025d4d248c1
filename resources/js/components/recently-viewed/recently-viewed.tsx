import { useEffect, useState } from 'react';

import { RecentlyViewedStrip } from '@/components/recently-viewed/recently-viewed-strip';
import { useRoute } from '@/lib/route';
import { type ProductCard } from '@/types/catalog';

/**
 * The shopper's recently viewed products, asked for after the page is shown: the page itself may come from the page
 * cache, the same for everyone, so nothing of one shopper's list is in it. On a product page the same request records
 * the product (`productId`), which the answer then leaves out. Renders nothing on the server, nothing while the list
 * is empty, and nothing when the request fails (the page is whole without it).
 */
export function RecentlyViewed({ productId }: { productId?: number }) {
  const route = useRoute();
  const [products, setProducts] = useState<ProductCard[]>([]);
  const url = route('recently-viewed.index') + (productId === undefined ? '' : `?produs=${productId}`);

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ products: ProductCard[] }>) : { products: [] }))
      .then((answer) => setProducts(answer.products))
      .catch(() => {
        // Aborted by the next page, or the network dropped: the page goes on without the row.
      });

    return () => controller.abort();
  }, [url]);

  if (products.length === 0) return null;

  return <RecentlyViewedStrip products={products} onCleared={() => setProducts([])} />;
}
