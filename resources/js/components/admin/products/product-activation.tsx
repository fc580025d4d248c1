import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/**
 * The one action that puts a product on sale or takes it off: a new product is a draft until somebody presses
 * "Activate". It sends the product to the list's bulk route (`admin.products.bulk`), audited the same way.
 */
export function ProductActivation({ product, active }: { product: number; active: boolean }) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  const send = () => {
    setBusy(true);
    router.post(
      route('admin.products.bulk'),
      { action: active ? 'deactivate' : 'activate', ids: [product] },
      { preserveScroll: true, onFinish: () => setBusy(false) },
    );
  };

  return active ? (
    <Button variant="secondary" size="sm" onClick={send} loading={busy} test="product-deactivate">
      {t('admin.products.deactivate')}
    </Button>
  ) : (
    <Button size="sm" onClick={send} loading={busy} test="product-activate">
      {t('admin.products.activate')}
    </Button>
  );
}
