import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame, useFieldWiring } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { PHONE_PLACEHOLDER } from '@/lib/phone';

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
  const field = useFormField(form);
  // A refusal that belongs to no field (the application could not be stored) comes under `form`.
  const errors: Partial<Record<'name' | 'phone' | 'email' | 'message' | 'cv' | 'form', string>> = form.errors;
  const cv = useFieldWiring({ name: 'cv', error: errors.cv, hint: t('careers.form.cv_hint') });

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
      <Alert tone="success" title={t('careers.form.sent_title')} test="application-sent" arrival>
        {t('careers.form.sent_body', { email: applied.email })}
      </Alert>
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-test="application-form"
      aria-labelledby="apply-title"
    >
      {errors.form !== undefined && (
        <Alert tone="error" test="application-form-error">
          {errors.form}
        </Alert>
      )}
      <TextField {...field('name')} label={t('careers.form.name')} required autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('phone')}
          label={t('careers.form.phone')}
          required
          type="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
        />
        <TextField {...field('email')} label={t('careers.form.email')} required type="email" autoComplete="email" />
      </div>
      <Textarea {...field('message')} label={t('careers.form.message')} rows={4} maxLength={3000} />
      <FieldFrame
        name="cv"
        label={t('careers.form.cv')}
        required
        error={errors.cv}
        hint={t('careers.form.cv_hint')}
        wiring={cv}
      >
        <input
          type="file"
          name="cv"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          required
          className={`${controlClasses} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-text`}
          {...cv.control}
        />
      </FieldFrame>
      <p className="text-xs text-text-muted" data-test="application-privacy">
        <LegalText text={t('careers.form.privacy')} />
      </p>
      <Button type="submit" size="lg" loading={form.processing} test="application-submit">
        {form.processing ? t('forms.sending') : t('careers.form.submit')}
      </Button>
    </form>
  );
}
