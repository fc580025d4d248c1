import { type FormDataType } from '@inertiajs/core';
import { type InertiaFormProps } from '@inertiajs/react';

/** What a kit field takes from a form for one key: its name, value, change handler and server error. */
export type BoundField<V> = {
  name: string;
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
};

/** The part of Inertia's form a field reads and writes. */
type FieldSource<TForm extends FormDataType<TForm>> = Pick<
  InertiaFormProps<TForm>,
  'data' | 'errors' | 'setData' | 'clearErrors'
>;

/**
 * Binds kit fields to an Inertia form: `<TextField {...field('email')} label={…} />` gives the field its name, its
 * value, a typed onChange (string, boolean, an option's value: whatever the form holds under that key) and the
 * server's error for it. Typing clears that key's error, so a corrected field stops saying it is wrong.
 */
export function useFormField<TForm extends FormDataType<TForm>>(form: FieldSource<TForm>) {
  return function field<K extends keyof TForm & string>(name: K): BoundField<TForm[K]> {
    const errors: Partial<Record<string, string>> = form.errors;

    return {
      name,
      value: form.data[name],
      onChange: (value) => {
        form.setData((data) => ({ ...data, [name]: value }));
        if (errors[name] !== undefined) form.clearErrors(name as never);
      },
      error: errors[name],
    };
  };
}
