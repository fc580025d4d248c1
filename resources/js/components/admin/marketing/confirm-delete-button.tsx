import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

/** A delete button that asks first: the dialog names what goes, then the DELETE is sent to `url`. */
export function ConfirmDeleteButton({ url, name, test }: { url: string; name: string; test: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = () =>
    router.delete(url, {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        setOpen(false);
      },
    });

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)} test={test}>
        {t('admin.marketing.form.delete')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.marketing.form.delete_title', { name })}
        description={t('admin.marketing.form.delete_text')}
        size="sm"
        test={`${test}-dialog`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.marketing.form.cancel')}
            </Button>
            <Button variant="danger" onClick={remove} loading={busy} test={`${test}-confirm`}>
              {t('admin.marketing.form.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
