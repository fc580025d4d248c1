import { useForm } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/on-demand';
import { PasswordField } from '@/components/ui/password-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** Deleting the account: a dialog that asks for the password, so a left-open session cannot do it. */
export function DeleteAccount() {
  const t = useT();
  const route = useRoute();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '' });
  const field = useFormField(form);

  const close = () => {
    setOpen(false);
    form.reset();
    form.clearErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.delete(route('settings.profile.destroy'), { preserveScroll: true, onError: () => form.reset() });
  };

  return (
    <Card header={t('account.settings.delete.title')} className="mt-8 border-danger-line" test="delete-account">
      <p className="text-sm text-text-muted">{t('account.settings.delete.intro')}</p>
      <Button variant="danger" onClick={() => setOpen(true)} className="mt-4" test="delete-open">
        {t('account.settings.delete.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('account.settings.delete.confirm_title')}
        description={t('account.settings.delete.confirm_intro')}
        test="delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close} test="delete-cancel">
              {t('account.settings.two_factor.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={form.processing} test="delete-submit">
              {t('account.settings.delete.submit')}
            </Button>
          </>
        }
      >
        <form method="post" id={formId} onSubmit={submit} noValidate data-test="delete-form">
          <PasswordField
            {...field('password')}
            label={t('account.label.password')}
            autoComplete="current-password"
            required
            autoFocus
          />
        </form>
      </Dialog>
    </Card>
  );
}
