import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useForm } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { Button, buttonClass } from '@/components/account/buttons';
import { PasswordField } from '@/components/account/password-field';
import { Panel } from '@/components/settings/settings-shell';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** Deleting the account: a dialog that asks for the password, so a left-open session cannot do it. */
export function DeleteAccount() {
  const t = useT();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '' });

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
    <Panel className="mt-8 border-red-200 dark:border-red-900">
      <h2 className="text-lg font-semibold">{t('account.settings.delete.title')}</h2>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('account.settings.delete.intro')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-test="delete-open"
        className={`${buttonClass('danger')} mt-4`}
      >
        {t('account.settings.delete.open')}
      </button>
      <Dialog open={open} onClose={close} className="relative z-50">
        <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-neutral-900">
            <DialogTitle className="text-lg font-semibold">{t('account.settings.delete.confirm_title')}</DialogTitle>
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
              {t('account.settings.delete.confirm_intro')}
            </p>
            <form onSubmit={submit} className="mt-4 space-y-4" data-test="delete-form">
              <PasswordField
                name="password"
                label={t('account.label.password')}
                value={form.data.password}
                onChange={(value) => form.setData('password', value)}
                error={form.errors.password}
                autoComplete="current-password"
                autoFocus
              />
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" onClick={close} className={buttonClass('secondary')}>
                  {t('account.settings.two_factor.cancel')}
                </button>
                <Button variant="danger" processing={form.processing} data-test="delete-submit">
                  {t('account.settings.delete.submit')}
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </Panel>
  );
}
