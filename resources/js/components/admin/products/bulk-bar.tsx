import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/** Shown while products are ticked: put them on the shop, or (after a confirmation) take them off it. */
export function BulkBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (selected.length === 0) return null;

  const send = (action: 'activate' | 'deactivate') => {
    setBusy(true);
    router.post(
      route('admin.products.bulk'),
      { action, ids: selected },
      {
        preserveScroll: true,
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
        onFinish: () => setBusy(false),
      },
    );
  };

  return (
    <div
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-card border border-border-strong bg-surface-raised p-3 shadow-lg"
      data-test="bulk-bar"
    >
      <span className="mr-auto text-sm font-semibold" data-test="bulk-count">
        {t('admin.products.bulk.selected', { count: selected.length })}
      </span>
      <Button size="sm" onClick={() => send('activate')} loading={busy && !confirming} test="bulk-activate">
        {t('admin.products.bulk.activate')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} test="bulk-deactivate">
        {t('admin.products.bulk.deactivate')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone} test="bulk-clear">
        {t('admin.products.bulk.clear')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.products.bulk.confirm_title')}
        description={t('admin.products.bulk.confirm_text', { count: selected.length })}
        size="sm"
        test="bulk-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} test="bulk-confirm-cancel">
              {t('admin.products.bulk.cancel')}
            </Button>
            <Button variant="danger" onClick={() => send('deactivate')} loading={busy} test="bulk-confirm-deactivate">
              {t('admin.products.bulk.deactivate')}
            </Button>
          </>
        }
      />
    </div>
  );
}
