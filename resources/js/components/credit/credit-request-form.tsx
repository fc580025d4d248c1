import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { type CreditCalculator } from '@/hooks/use-credit-calculator';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { PHONE_PLACEHOLDER } from '@/lib/phone';

type Sent = { id: number; email: string | null };

type Contact = { name: string; phone: string; email: string; consent: boolean };

/**
 * The credit request: the calculator's choice plus name, phone, an optional e-mail and consent. The server computes
 * the payment again from the programme's terms; the product's price is taken from the catalogue, not the page.
 */
export function CreditRequestForm({ calculator }: { calculator: CreditCalculator }) {
  const t = useT();
  const route = useRoute();
  const sent = (usePage().flash as { creditRequest?: Sent } | undefined)?.creditRequest;
  const form = useForm<Contact>({ name: '', phone: '', email: '', consent: false });
  const field = useFormField(form);
  // A refusal that belongs to no field (the request could not be stored) comes under `form`.
  const errors: Partial<Record<keyof Contact | 'form', string>> = form.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      ...data,
      programme: calculator.programme?.slug ?? '',
      months: calculator.months,
      product: calculator.product?.slug ?? '',
      amount: calculator.product === null ? calculator.amountLei : '',
    }));
    form.post(route('credit.request'), { preserveScroll: true, onSuccess: () => form.reset() });
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-test="credit-request-form"
      aria-labelledby="credit-request-title"
    >
      {sent !== undefined && (
        <Alert tone="success" title={t('credit.form.sent_title', { id: sent.id })} test="credit-request-sent" arrival>
          {sent.email !== null ? t('credit.form.sent_body_email', { email: sent.email }) : t('credit.form.sent_body')}
        </Alert>
      )}
      {errors.form !== undefined && (
        <Alert tone="error" test="credit-request-error">
          {errors.form}
        </Alert>
      )}
      <TextField {...field('name')} label={t('credit.form.name')} required autoComplete="name" />
      <TextField
        {...field('phone')}
        label={t('credit.form.phone')}
        required
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
      />
      <TextField
        {...field('email')}
        label={t('credit.form.email')}
        type="email"
        autoComplete="email"
        hint={t('credit.form.email_hint')}
      />
      <Checkbox {...field('consent')} label={<LegalText text={t('credit.form.consent')} />} required />
      <Button
        type="submit"
        size="lg"
        loading={form.processing}
        disabled={!calculator.accepted}
        className="w-full"
        test="credit-request-submit"
      >
        {form.processing ? t('forms.sending') : t('credit.form.submit')}
      </Button>
    </form>
  );
}
