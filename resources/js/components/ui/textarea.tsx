import { type ComponentPropsWithoutRef } from 'react';

import { controlClasses, FieldFrame, type FieldProps, useFieldWiring } from '@/components/ui/field';

type Props = FieldProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'value' | 'onChange' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled multi-line text input (messages, comments, addresses). */
export function Textarea({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  className,
  rows = 5,
  ...textarea
}: Props) {
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
      <textarea
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        rows={rows}
        className={`${controlClasses} min-h-24 resize-y`}
        {...wiring.control}
        {...textarea}
      />
    </FieldFrame>
  );
}
