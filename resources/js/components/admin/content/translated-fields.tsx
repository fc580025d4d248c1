import { MarkdownEditor } from '@/components/admin/forms/markdown-editor';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';

type Kind = 'line' | 'text' | 'markdown';

/**
 * One text in both languages: a field for Romanian and one for Russian, side by side on wide screens, each with the
 * language in its label and its own error.
 */
export function TranslatedFields({
  field,
  path,
  label,
  kind = 'line',
  required = true,
  rows,
  hint,
}: {
  field: (path: string) => BoundField<string>;
  path: string;
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
        const bound = field(`${path}.${locale}`);
        const props = { ...bound, label: `${label} (${t(`locale.${locale}`)})`, required, hint, lang: locale };
        if (kind === 'markdown') return <MarkdownEditor key={locale} {...props} rows={rows ?? 14} />;
        if (kind === 'text') return <Textarea key={locale} {...props} rows={rows ?? 4} />;
        return <TextField key={locale} {...props} />;
      })}
    </div>
  );
}
