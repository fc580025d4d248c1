import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

/** A delete button that asks first, in a dialog naming what goes; the server's refusal comes back as a flash or error. */
export function DeleteButton({ url, what, test }: { url: string; what: string; test: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({});

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)} test={test}>
        {t('admin.content.delete')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.content.delete_title')}
        description={t('admin.content.delete_text', { name: what })}
        size="sm"
        test={`${test}-dialog`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.content.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={form.processing}
              test={`${test}-confirm`}
              onClick={() => form.delete(url, { preserveScroll: true, onFinish: () => setOpen(false) })}
            >
              {t('admin.content.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
