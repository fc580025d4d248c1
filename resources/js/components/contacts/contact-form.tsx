import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, useEffect, useState } from 'react';

import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useFormField } from '@/hooks/use-form-field';
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
  const { formRef, fallbackRef, refused } = useFocusFirstError<HTMLFormElement, HTMLDivElement>();
  const form = useForm({ name: '', email: '', phone: '', message: '', website: '', form_token: formToken });
  const field = useFormField(form);
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
      // Keyboard and screen-reader users land on the first field to fix; a refusal of the whole form (sent too
      // quickly, left open too long) on its message, not on a field that is fine (a focused field is drawn red too).
      onError: refused,
    });
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate data-test="contact-form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name')} label={t('office.form.name')} required autoComplete="name" maxLength={100} />
        <TextField
          {...field('email')}
          type="email"
          label={t('office.form.email')}
          required
          autoComplete="email"
          maxLength={190}
        />
      </div>
      <TextField {...field('phone')} type="tel" label={t('office.form.phone')} autoComplete="tel" maxLength={32} />
      <Textarea {...field('message')} label={t('office.form.message')} required maxLength={5000} />
      <p className="text-xs text-text-muted" data-test="contact-privacy">
        <LegalText text={t('office.form.privacy')} />
      </p>
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
        <div ref={fallbackRef} tabIndex={-1} className="scroll-mt-4 outline-none">
          <Alert tone="error" test="error-form_token">
            {tokenError}
          </Alert>
        </div>
      )}
      {sent && (
        <Alert tone="success" test="contact-sent" arrival>
          {t('office.form.sent')}
        </Alert>
      )}
      <Button type="submit" size="lg" loading={form.processing} test="contact-submit">
        {form.processing ? t('office.form.sending') : t('office.form.submit')}
      </Button>
    </form>
  );
}
