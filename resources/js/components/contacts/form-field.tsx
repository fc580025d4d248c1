import { type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import { Field, inputClass } from '@/components/forms/field';

type Common = { label: string; error?: string | undefined; required?: boolean; name: string };

type Props = Common &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>)
  );

/** A named input or textarea of the company forms, with `field-{name}` / `error-{name}` marks for the tests. */
export function FormField({ label, error, required, name, ...rest }: Props) {
  return (
    <Field name={name} label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => {
        const aria = {
          id,
          name,
          required,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'data-test': `field-${name}`,
          className: inputClass,
        };

        return rest.multiline === true ? (
          <textarea {...omitMultiline(rest)} {...aria} rows={rest.rows ?? 5} />
        ) : (
          <input {...omitMultiline(rest)} {...aria} />
        );
      }}
    </Field>
  );
}

function omitMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  void _multiline;

  return rest;
}
