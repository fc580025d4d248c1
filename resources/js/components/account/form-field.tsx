import { type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { Field, inputClass } from '@/components/forms/field';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Something drawn inside the field's right edge (the show-password button). */
  trailing?: ReactNode;
};

/** A named text input of the account forms, with `field-{name}` / `error-{name}` marks for the tests. */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  trailing,
  className,
  required,
  ...input
}: Props) {
  return (
    <Field name={name} label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-test={`field-${name}`}
            className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
            {...input}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
