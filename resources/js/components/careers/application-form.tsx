import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Field, FormNotice, inputClass, submitClass, TextField } from '@/components/forms/field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { slug: string; cvMaxBytes: number };

type Applied = { id: number; email: string };

/**
 * The application form: name, phone, e-mail, message and a CV (PDF or DOCX). An oversized or wrong file is caught
 * here before the upload, and again by the server, which judges the file by its content.
 */
export function ApplicationForm({ slug, cvMaxBytes }: Props) {
  const t = useT();
  const route = useRoute();
  const applied = (usePage().flash as { applied?: Applied } | undefined)?.applied;
  const form = useForm<{ name: string; phone: string; email: string; message: string; cv: File | null }>({
    name: '',
    phone: '',
    email: '',
    message: '',
    cv: null,
  });
  const errors = form.errors as Partial<Record<'name' | 'phone' | 'email' | 'message' | 'cv' | 'form', string>>;

  const chooseFile = (file: File | null) => {
    form.clearErrors('cv');
    if (file !== null && file.size > cvMaxBytes) {
      form.setError('cv', t('careers.form.cv_too_large'));
    }
    form.setData('cv', file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.data.cv !== null && form.data.cv.size > cvMaxBytes) return;
    form.post(route('careers.apply', { slug }), {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  };

  if (applied !== undefined) {
    return (
      <FormNotice tone="success" test="application-sent">
        <p className="font-semibold">{t('careers.form.sent_title')}</p>
        <p className="mt-1">{t('careers.form.sent_body', { email: applied.email })}</p>
      </FormNotice>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-test="application-form" aria-labelledby="apply-title">
      {errors.form !== undefined && (
        <FormNotice tone="error" test="application-form-error">
          {errors.form}
        </FormNotice>
      )}
      <TextField
        label={t('careers.form.name')}
        required
        autoComplete="name"
        value={form.data.name}
        onValue={(v) => form.setData('name', v)}
        error={errors.name}
        data-test="application-name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('careers.form.phone')}
          required
          type="tel"
          autoComplete="tel"
          placeholder="060 123 456"
          value={form.data.phone}
          onValue={(v) => form.setData('phone', v)}
          error={errors.phone}
          data-test="application-phone"
        />
        <TextField
          label={t('careers.form.email')}
          required
          type="email"
          autoComplete="email"
          value={form.data.email}
          onValue={(v) => form.setData('email', v)}
          error={errors.email}
          data-test="application-email"
        />
      </div>
      <Field label={t('careers.form.message')} error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={4}
            maxLength={3000}
            value={form.data.message}
            onChange={(e) => form.setData('message', e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            data-test="application-message"
          />
        )}
      </Field>
      <Field label={t('careers.form.cv')} required error={errors.cv} hint={t('careers.form.cv_hint')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            required
            className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-1 file:text-sm file:font-medium dark:file:bg-neutral-800 dark:file:text-neutral-200`}
            data-test="application-cv"
          />
        )}
      </Field>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('careers.form.privacy')}</p>
      <button type="submit" disabled={form.processing} className={submitClass} data-test="application-submit">
        {form.processing ? t('forms.sending') : t('careers.form.submit')}
      </button>
    </form>
  );
}
