import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { FormNotice, submitClass, TextField } from '@/components/forms/field';
import { type CreditCalculator } from '@/hooks/use-credit-calculator';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

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
  const errors = form.errors as Partial<Record<keyof Contact | 'form', string>>;

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
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-test="credit-request-form"
      aria-labelledby="credit-request-title"
    >
      {sent !== undefined && (
        <FormNotice tone="success" test="credit-request-sent">
          <p className="font-semibold">{t('credit.form.sent_title', { id: sent.id })}</p>
          <p className="mt-1">
            {sent.email !== null ? t('credit.form.sent_body_email', { email: sent.email }) : t('credit.form.sent_body')}
          </p>
        </FormNotice>
      )}
      {errors.form !== undefined && (
        <FormNotice tone="error" test="credit-request-error">
          {errors.form}
        </FormNotice>
      )}
      <TextField
        label={t('credit.form.name')}
        required
        autoComplete="name"
        value={form.data.name}
        onValue={(v) => form.setData('name', v)}
        error={errors.name}
        data-test="credit-name"
      />
      <TextField
        label={t('credit.form.phone')}
        required
        type="tel"
        autoComplete="tel"
        placeholder="060 123 456"
        value={form.data.phone}
        onValue={(v) => form.setData('phone', v)}
        error={errors.phone}
        data-test="credit-phone"
      />
      <TextField
        label={t('credit.form.email')}
        type="email"
        autoComplete="email"
        hint={t('credit.form.email_hint')}
        value={form.data.email}
        onValue={(v) => form.setData('email', v)}
        error={errors.email}
        data-test="credit-email"
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
          <input
            type="checkbox"
            checked={form.data.consent}
            onChange={(e) => form.setData('consent', e.target.checked)}
            aria-invalid={errors.consent !== undefined}
            aria-describedby={errors.consent !== undefined ? 'credit-consent-error' : undefined}
            className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-neutral-600"
            data-test="credit-consent"
          />
          <span>{t('credit.form.consent')}</span>
        </label>
        {errors.consent !== undefined && (
          <p
            id="credit-consent-error"
            className="mt-1 text-sm text-brand-700 dark:text-brand-400"
            data-test="field-error"
          >
            {errors.consent}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={form.processing || !calculator.accepted}
        className={`${submitClass} w-full`}
        data-test="credit-request-submit"
      >
        {form.processing ? t('forms.sending') : t('credit.form.submit')}
      </button>
    </form>
  );
}
