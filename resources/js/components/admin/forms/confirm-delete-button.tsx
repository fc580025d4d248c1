import { router } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

export type DeleteTarget = {
  url: string;
  /** What goes, named in the dialog's default title. */
  name: string;
  /** The trigger's data-test; the dialog is `{test}-dialog`, its confirm button `{test}-confirm`. */
  test: string;
  /** The dialog's title and line when a section says more than "Delete “name”? It cannot be undone." */
  title?: string;
  text?: string;
};

/**
 * The back office's one delete flow: a button that asks first in a dialog naming what goes, then sends the DELETE to
 * `url`; a refusal (still in use) comes back as the page's error or status.
 */
export function ConfirmDeleteButton({ url, name, test, title, text }: DeleteTarget) {
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
        {t('admin.delete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title ?? t('admin.delete.title', { name })}
        description={text ?? t('admin.delete.text')}
        size="sm"
        test={`${test}-dialog`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.delete.cancel')}
            </Button>
            <Button variant="danger" onClick={remove} loading={busy} test={`${test}-confirm`}>
              {t('admin.delete.button')}
            </Button>
          </>
        }
      />
    </>
  );
}
