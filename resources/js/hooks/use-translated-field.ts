import { type PathForm, pathField } from '@/components/admin/forms/form-path';
import { type BoundField } from '@/hooks/use-form-field';

export type Locale = 'ro' | 'ru';

/** One language's field of a text kept in both, as `TranslatedFields` takes it. */
export type TranslatedField = (locale: Locale) => BoundField<string>;

/**
 * The back office's one binding of a text kept in both languages: the form holds it nested (`{ title: { ro, ru } }`,
 * or deeper: `figures.2.label`), `translated('title')` gives `TranslatedFields` each language's field, named
 * `title.ro` as the server names its error, and typing clears that error.
 */
export function useTranslatedField<T>(form: PathForm<T>) {
  const field = pathField(form);

  return function translated(path: string): TranslatedField {
    return (locale) => field<string>(`${path}.${locale}`);
  };
}
