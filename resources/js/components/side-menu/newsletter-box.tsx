import { useForm } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';

import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/**
 * The newsletter sign-up (side menu and footer). The server answers the same for a new, pending or subscribed
 * address and mails a confirmation link; errors stay in this box (its own error bag) next to the field.
 */
export function NewsletterBox() {
  const t = useT();
  const route = useRoute();
  const id = useId();
  const [pending, setPending] = useState(false);
  const form = useForm({ email: '' });
  const error = form.errors.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(false);
    form.post(route('newsletter.subscribe'), {
      errorBag: 'newsletter',
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        setPending(true);
        form.reset();
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-test="newsletter-form"
      className="rounded-lg bg-neutral-100 p-3 dark:bg-neutral-800"
    >
      <label htmlFor={id} className="font-semibold text-neutral-900 dark:text-white">
        {t('newsletter.title')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          type="email"
          name="email"
          required
          maxLength={190}
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          placeholder={t('newsletter.email')}
          autoComplete="email"
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${id}-error` : pending ? `${id}-status` : undefined}
          data-test="newsletter-email"
          className={`h-10 min-w-0 flex-1 rounded-md border bg-white px-2 text-neutral-900 dark:bg-neutral-900 dark:text-white ${
            error === undefined ? 'border-neutral-300 dark:border-neutral-600' : 'border-red-600 dark:border-red-400'
          }`}
        />
        <button
          type="submit"
          disabled={form.processing}
          data-test="newsletter-submit"
          className="h-10 shrink-0 rounded-md bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {form.processing ? t('newsletter.sending') : t('newsletter.subscribe')}
        </button>
      </div>
      {error !== undefined && (
        <p
          id={`${id}-error`}
          role="alert"
          data-test="newsletter-error"
          className="mt-2 text-sm text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      )}
      {pending && (
        <p
          id={`${id}-status`}
          role="status"
          data-test="newsletter-pending"
          className="mt-2 text-sm text-green-800 dark:text-green-300"
        >
          {t('newsletter.check_inbox')}
        </p>
      )}
    </form>
  );
}
