import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { type BoundField } from '@/hooks/use-form-field';

/** One text in Romanian and Russian side by side (stacked on phones), each with its own error. */
export function TranslatedFields({
  label,
  field,
  multiline = false,
  rows,
  required = false,
  hint,
}: {
  label: string;
  field: (locale: 'ro' | 'ru') => BoundField<string>;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  hint?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['ro', 'ru'] as const).map((locale) =>
        multiline ? (
          <Textarea
            key={locale}
            {...field(locale)}
            label={`${label} (${locale.toUpperCase()})`}
            lang={locale}
            rows={rows}
            required={required}
            hint={hint}
          />
        ) : (
          <TextField
            key={locale}
            {...field(locale)}
            label={`${label} (${locale.toUpperCase()})`}
            lang={locale}
            required={required}
            hint={hint}
          />
        ),
      )}
    </div>
  );
}
