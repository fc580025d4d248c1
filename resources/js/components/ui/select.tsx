import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithoutRef } from 'react';

import { controlClasses, FieldFrame, type FieldProps, useFieldWiring } from '@/components/ui/field';

export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean };

type Props<V extends string> = FieldProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'value' | 'onChange' | 'id' | 'children' | 'multiple'> & {
    value: V | '';
    onChange: (value: V) => void;
    options: readonly SelectOption<V>[];
    /** A first, empty choice ("Choose…"); without it the first option is preselected by the browser. */
    placeholder?: string;
  };

/** A labelled native select: the phone's own picker, typed to its options' values. */
export function Select<V extends string>({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
  placeholder,
  className,
  ...select
}: Props<V>) {
  const wiring = useFieldWiring({ name, error, hint });
  const choose = (raw: string) => {
    const option = options.find((candidate) => candidate.value === raw);
    if (option !== undefined) onChange(option.value);
  };

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
        <select
          name={name}
          value={value}
          onChange={(event) => choose(event.target.value)}
          required={required}
          className={`${controlClasses} appearance-none pr-10`}
          {...wiring.control}
          {...select}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required === true}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-text-muted"
          aria-hidden="true"
        />
      </div>
    </FieldFrame>
  );
}
