import { TextField } from '@/components/ui/text-field';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';

/** The start and the end of a period on the shop's clock; the end may stay empty (no end). */
export function PeriodFields({
  starts,
  ends,
  startRequired = false,
}: {
  starts: BoundField<string>;
  ends: BoundField<string>;
  startRequired?: boolean;
}) {
  const t = useT();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...starts}
        type="datetime-local"
        label={t('admin.marketing.form.starts_at')}
        hint={startRequired ? undefined : t('admin.marketing.form.starts_hint')}
        required={startRequired}
      />
      <TextField
        {...ends}
        type="datetime-local"
        label={t('admin.marketing.form.ends_at')}
        hint={t('admin.marketing.form.ends_hint')}
      />
    </div>
  );
}
