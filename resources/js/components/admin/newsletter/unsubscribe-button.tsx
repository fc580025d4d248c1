import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type SubscriberRow } from '@/types/admin-inbox';

/** Takes an address off the list after a confirmation. */
export function UnsubscribeButton({ subscriber }: { subscriber: SubscriberRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({});
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} test={`unsubscribe-${subscriber.id}`}>
        {t('admin.newsletter.unsubscribe')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('admin.newsletter.unsubscribe_title', { email: subscriber.email })}
        description={t('admin.newsletter.unsubscribe_text')}
        size="sm"
        test="unsubscribe-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.newsletter.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={form.processing}
              test="unsubscribe-confirm"
              onClick={() =>
                form.put(route('admin.newsletter.unsubscribe', { subscriber: subscriber.id }), {
                  preserveScroll: true,
                  onFinish: close,
                })
              }
            >
              {t('admin.newsletter.unsubscribe')}
            </Button>
          </>
        }
      />
    </>
  );
}
