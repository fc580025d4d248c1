import { type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { controlClasses, FieldFrame, type FieldProps, useFieldWiring } from '@/components/ui/field';

export type TextFieldProps = FieldProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'value' | 'onChange' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
    /** Something drawn inside the field's right edge (the password field's show button). */
    trailing?: ReactNode;
  };

/** A labelled one-line text input (text, email, tel, number as text, search…). */
export function TextField({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  trailing,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring({ name, error, hint });

  return (
    <FieldFrame
      name={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      wiring={wiring}
      className={className}
    >
      <div className="relative">
        <input
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          className={`${controlClasses} ${trailing === undefined ? '' : 'pr-11'}`}
          {...wiring.control}
          {...input}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}
