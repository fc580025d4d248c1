import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { controlClasses, FieldFrame, useFieldWiring } from '@/components/ui/field';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';
import { useRoute } from '@/lib/route';

/**
 * Picks the CSV (and, for staff who may change the catalogue, a zip of the pictures its images column names) and sends
 * them for the dry run, with the upload's progress; the server's error shows under the field.
 */
export function CsvUploadForm({
  limits,
  mayChangePrices = false,
}: {
  limits: { rows: number; megabytes: number };
  mayChangePrices?: boolean;
}) {
  const t = useT();
  const route = useRoute();
  const form = useForm<{ file: File | null; pictures: File | null }>({ file: null, pictures: null });
  const hint = t('admin.catalog_import.upload.hint', { rows: formatNumber(limits.rows), mb: limits.megabytes });
  const wiring = useFieldWiring({ name: 'file', error: form.errors.file, hint });
  const picturesHint = t('admin.catalog_import.upload.pictures_hint');
  const picturesWiring = useFieldWiring({ name: 'pictures', error: form.errors.pictures, hint: picturesHint });
  const percent = form.progress?.percentage ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('admin.catalog-import.preview'), { forceFormData: true, preserveScroll: true });
  };

  return (
    <Card header={t('admin.catalog_import.upload.title')} test="catalog-import-upload">
      <form method="post" onSubmit={submit} noValidate className="space-y-4" data-test="catalog-import-form">
        <FieldFrame
          name="file"
          label={t('admin.catalog_import.upload.file')}
          error={form.errors.file}
          hint={hint}
          wiring={wiring}
          required
        >
          <input
            {...wiring.control}
            type="file"
            name="file"
            accept=".csv,text/csv,text/plain"
            required
            className={`${controlClasses} file:mr-3 file:rounded-control file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-sm file:text-text`}
            onChange={(event) => {
              form.setData('file', event.target.files?.[0] ?? null);
              form.clearErrors('file');
            }}
          />
        </FieldFrame>
        {mayChangePrices && (
          <FieldFrame
            name="pictures"
            label={t('admin.catalog_import.upload.pictures')}
            error={form.errors.pictures}
            hint={picturesHint}
            wiring={picturesWiring}
          >
            <input
              {...picturesWiring.control}
              type="file"
              name="pictures"
              accept=".zip,application/zip"
              className={`${controlClasses} file:mr-3 file:rounded-control file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-sm file:text-text`}
              onChange={(event) => {
                form.setData('pictures', event.target.files?.[0] ?? null);
                form.clearErrors('pictures');
              }}
            />
          </FieldFrame>
        )}
        {form.processing && percent !== null && (
          <div data-test="upload-progress">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('admin.catalog_import.upload.progress', { percent })}
              className="h-2 overflow-hidden rounded-control bg-surface-muted"
            >
              <div className="h-full bg-accent transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-text-muted">{t('admin.catalog_import.upload.progress', { percent })}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.processing} test="catalog-import-preview">
            {t('admin.catalog_import.upload.submit')}
          </Button>
          <p className="text-sm text-text-muted">{t('admin.catalog_import.upload.submit_hint')}</p>
        </div>
      </form>
    </Card>
  );
}
