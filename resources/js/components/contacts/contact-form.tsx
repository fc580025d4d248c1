import { useForm, usePage } from '@inertiajs/react';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { FormField } from '@/components/contacts/form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/**
 * The office page's contact form. The hidden `website` field and the signed `form_token` (when the form was shown)
 * let the server turn scripts away without a CAPTCHA; what was typed stays in place after any error.
 */
export function ContactForm({ formToken }: { formToken: string }) {
  const t = useT();
  const route = useRoute();
  const { form_token: latestToken } = usePage<{ form_token: string }>().props;
  const [sent, setSent] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const form = useForm({ name: '', email: '', phone: '', message: '', website: '', form_token: formToken });
  const tokenError = form.errors.form_token;

  // A refused token (too quick, or a page left open for a day) is swapped for the one the error page brought.
  useEffect(() => {
    if (tokenError !== undefined) form.setData('form_token', latestToken);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenError, latestToken]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    form.post(route('contacts.send'), {
      preserveScroll: true,
      onSuccess: () => {
        setSent(true);
        form.reset('message', 'phone');
      },
      // Keyboard and screen-reader users land on the first field to fix.
      onError: (errors) => {
        const first = ['name', 'email', 'phone', 'message'].find((field) => field in errors);
        element.current?.querySelector<HTMLElement>(`[data-test="field-${first ?? 'message'}"]`)?.focus();
      },
    });
  };

  return (
    <form ref={element} onSubmit={submit} noValidate data-test="contact-form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="name"
          label={t('office.form.name')}
          required
          autoComplete="name"
          maxLength={100}
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          error={form.errors.name}
        />
        <FormField
          name="email"
          type="email"
          label={t('office.form.email')}
          required
          autoComplete="email"
          maxLength={190}
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
        />
      </div>
      <FormField
        name="phone"
        type="tel"
        label={t('office.form.phone')}
        autoComplete="tel"
        maxLength={32}
        value={form.data.phone}
        onChange={(e) => form.setData('phone', e.target.value)}
        error={form.errors.phone}
      />
      <FormField
        name="message"
        multiline
        label={t('office.form.message')}
        required
        maxLength={5000}
        value={form.data.message}
        onChange={(e) => form.setData('message', e.target.value)}
        error={form.errors.message}
      />
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          {t('office.form.website')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.data.website}
            onChange={(e) => form.setData('website', e.target.value)}
          />
        </label>
      </div>
      {tokenError !== undefined && (
        <p data-test="error-form_token" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {tokenError}
        </p>
      )}
      {sent && (
        <p
          data-test="contact-sent"
          role="status"
          className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950 dark:text-green-300"
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {t('office.form.sent')}
        </p>
      )}
      <button
        type="submit"
        disabled={form.processing}
        data-test="contact-submit"
        className="h-11 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        {form.processing ? t('office.form.sending') : t('office.form.submit')}
      </button>
    </form>
  );
}
