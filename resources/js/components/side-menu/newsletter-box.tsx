import { useForm } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/**
 * The newsletter sign-up (side menu and footer). The server answers the same for a new, pending or subscribed
 * address and mails a confirmation link; errors stay in this box (its own error bag) under the field.
 */
export function NewsletterBox() {
  const t = useT();
  const route = useRoute();
  const [pending, setPending] = useState(false);
  const form = useForm({ email: '' });
  const field = useFormField(form);

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
      method="post"
      onSubmit={submit}
      noValidate
      data-test="newsletter-form"
      className="space-y-3 rounded-card border border-border bg-surface-raised p-3"
    >
      {/* Every page has this box in its footer: its own mark keeps it apart from the page's e-mail field. */}
      <TextField
        {...field('email')}
        type="email"
        label={t('newsletter.title')}
        required
        maxLength={190}
        placeholder={t('newsletter.email')}
        autoComplete="email"
        data-test="newsletter-email"
      />
      <Button type="submit" loading={form.processing} className="w-full" test="newsletter-submit">
        {form.processing ? t('newsletter.sending') : t('newsletter.subscribe')}
      </Button>
      <p className="text-xs text-text-muted" data-test="newsletter-privacy">
        <LegalText text={t('newsletter.privacy')} />
      </p>
      {pending && (
        <Alert tone="success" test="newsletter-pending" arrival>
          {t('newsletter.check_inbox')}
        </Alert>
      )}
    </form>
  );
}
