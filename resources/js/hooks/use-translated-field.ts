import { type FormDataType } from '@inertiajs/core';
import { type InertiaFormProps } from '@inertiajs/react';

import { type BoundField } from '@/hooks/use-form-field';

type Source<TForm extends FormDataType<TForm>> = Pick<
  InertiaFormProps<TForm>,
  'data' | 'errors' | 'setData' | 'clearErrors'
>;

type TranslatedKeys<TForm> = {
  [K in keyof TForm]: TForm[K] extends { ro: string; ru: string } ? K : never;
}[keyof TForm] &
  string;

/**
 * Binds a kit field to one language of a text kept in both (`{ title: { ro, ru } }`): the field is named
 * `title.ro`, as the server's error key is, and typing clears that error.
 */
export function useTranslatedField<TForm extends FormDataType<TForm>>(form: Source<TForm>) {
  return function field(key: TranslatedKeys<TForm>, locale: 'ro' | 'ru'): BoundField<string> {
    const name = `${key}.${locale}`;
    const errors: Partial<Record<string, string>> = form.errors;
    const texts = form.data[key] as { ro: string; ru: string };

    return {
      name,
      value: texts[locale],
      onChange: (value) => {
        form.setData((data) => ({ ...data, [key]: { ...(data[key] as object), [locale]: value } }));
        if (errors[name] !== undefined) form.clearErrors(name as never);
      },
      error: errors[name],
    };
  };
}
