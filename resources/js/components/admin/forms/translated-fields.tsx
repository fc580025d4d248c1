import { MarkdownEditor } from '@/components/admin/forms/markdown-editor';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { type Locale, type TranslatedField } from '@/hooks/use-translated-field';
import { type TranslationKey, useT } from '@/lib/i18n';

type Kind = 'line' | 'text' | 'markdown';

const LOCALES: readonly Locale[] = ['ro', 'ru'];

/** A key whose `_ro` and `_ru` forms are both translated labels (`admin.catalog.fields.name`). */
type PairBase<K> = K extends `${infer Base}_ro` ? (`${Base}_ru` extends TranslationKey ? Base : never) : never;
type PairKey = PairBase<TranslationKey>;

/**
 * One text kept in both languages: a kit field for Romanian and one for Russian, side by side on wide screens (a
 * Markdown pair stacked), each labelled with its language, marked `lang`, with its own error. `field` is
 * `translated('title')` from `useTranslatedField`; `label` is one word the language is added to, or `{ key }`: the
 * translation keys `{key}_ro` and `{key}_ru` name each field whole.
 */
export function TranslatedFields({
  field,
  label,
  kind = 'line',
  required = false,
  rows,
  hint,
  maxLength,
  className = '',
}: {
  field: TranslatedField;
  label: string | { key: PairKey };
  kind?: Kind;
  required?: boolean;
  rows?: number;
  hint?: string;
  maxLength?: number;
  /** Classes for the pair's box (e.g. `sm:col-span-2` inside a grid of fields). */
  className?: string;
}) {
  const t = useT();

  return (
    <div className={`grid gap-4 ${kind === 'markdown' ? '' : 'md:grid-cols-2'} ${className}`}>
      {LOCALES.map((locale) => {
        const props = {
          ...field(locale),
          label:
            typeof label === 'string'
              ? `${label} (${t(`locale.${locale}`)})`
              : t(`${label.key}_${locale}` as TranslationKey),
          required,
          hint,
          lang: locale,
        };
        if (kind === 'markdown') return <MarkdownEditor key={locale} {...props} rows={rows ?? 14} />;
        if (kind === 'text') return <Textarea key={locale} {...props} rows={rows ?? 4} />;
        return <TextField key={locale} {...props} maxLength={maxLength} />;
      })}
    </div>
  );
}
