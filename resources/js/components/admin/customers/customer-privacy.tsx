import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/on-demand';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/**
 * The customer's data on request (owners): the zip of everything the shop holds, and the erasure, asked twice: the
 * button opens the question, which wants the customer's number typed again before it erases.
 */
export function CustomerPrivacy({ customerId }: { customerId: number }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const form = useForm({ confirm: '' });
  const field = useFormField(form);
  const close = () => {
    setAsking(false);
    form.reset();
    form.clearErrors();
  };

  return (
    <Card header={t('admin.customers.privacy.title')} test="customer-privacy">
      <p className="mb-3 text-sm text-text-muted">{t('admin.customers.privacy.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={route('admin.customers.export', { customer: customerId })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-test="customer-export"
          download
        >
          {t('admin.customers.privacy.export')}
        </a>
        <Button variant="danger" size="sm" test="customer-erase-open" onClick={() => setAsking(true)}>
          {t('admin.customers.erase.open')}
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={close}
        title={t('admin.customers.erase.title', { id: customerId })}
        description={t('admin.customers.erase.warning')}
        test="customer-erase-dialog"
      >
        <form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            form.post(route('admin.customers.erase', { customer: customerId }), {
              preserveScroll: true,
              onSuccess: () => setAsking(false),
            });
          }}
        >
          <TextField
            {...field('confirm')}
            label={t('admin.customers.erase.confirm_label', { id: customerId })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close} test="customer-erase-cancel">
              {t('admin.customers.erase.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={form.processing}
              disabled={form.data.confirm.trim() !== String(customerId)}
              test="customer-erase-submit"
            >
              {t('admin.customers.erase.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
