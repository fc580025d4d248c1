import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PromoStatus } from '@/types/admin-promo-codes';

/** Pause or resume a rule, or end it for good (asked first: an ended rule stays ended). */
export function PromoStatusActions({ id, status }: { id: number; status: PromoStatus }) {
  const t = useT();
  const route = useRoute();
  const [busy, setBusy] = useState(false);
  if (status === 'ended') {
    return null;
  }
  const change = (next: PromoStatus) =>
    router.put(
      route('admin.promo-codes.status', { rule: id }),
      { status: next },
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );

  return (
    <div className="flex flex-nowrap gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => change(status === 'paused' ? 'active' : 'paused')}
        test={`promo-${status === 'paused' ? 'resume' : 'pause'}-${id}`}
      >
        {t(status === 'paused' ? 'admin.promo_codes.resume' : 'admin.promo_codes.pause')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t('admin.promo_codes.end_confirm'))) change('ended');
        }}
        test={`promo-end-${id}`}
      >
        {t('admin.promo_codes.end')}
      </Button>
    </div>
  );
}
