import { useId } from 'react';

import { useT } from '@/lib/i18n';

/** The newsletter sign-up: an e-mail field and a button with no action yet (spec §2, §5). */
export function NewsletterBox() {
  const t = useT();
  const id = useId();

  return (
    <form
      onSubmit={(event) => event.preventDefault()}
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
          placeholder={t('newsletter.email')}
          autoComplete="email"
          data-test="newsletter-email"
          className="h-10 min-w-0 flex-1 rounded-md border border-neutral-300 bg-white px-2 text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white"
        />
        <button
          type="submit"
          data-test="newsletter-submit"
          className="h-10 shrink-0 rounded-md bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  );
}
