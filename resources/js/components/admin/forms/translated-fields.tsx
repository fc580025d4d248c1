import { MarkdownEditor } from '@/components/admin/forms/markdown-editor';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';

type Kind = 'line' | 'text' | 'markdown';

/**
 * One text kept in both languages: a kit field for Romanian and one for Russian, side by side on wide screens (a
 * Markdown pair stacked), each labelled with its language, marked `lang`, with its own error. `field(locale)` binds
 * each (`useFormField` with `title.ro`, or `useTranslatedField`).
 */
export function TranslatedFields({
  field,
  label,
  kind = 'line',
  required = false,
  rows,
  hint,
}: {
  field: (locale: 'ro' | 'ru') => BoundField<string>;
  label: string;
  kind?: Kind;
  required?: boolean;
  rows?: number;
  hint?: string;
}) {
  const t = useT();

  return (
    <div className={kind === 'markdown' ? 'grid gap-4' : 'grid gap-4 md:grid-cols-2'}>
      {(['ro', 'ru'] as const).map((locale) => {
        const props = { ...field(locale), label: `${label} (${t(`locale.${locale}`)})`, required, hint, lang: locale };
        if (kind === 'markdown') return <MarkdownEditor key={locale} {...props} rows={rows ?? 14} />;
        if (kind === 'text') return <Textarea key={locale} {...props} rows={rows ?? 4} />;
        return <TextField key={locale} {...props} />;
      })}
    </div>
  );
}
