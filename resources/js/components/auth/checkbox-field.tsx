import { type ReactNode, useId } from 'react';

import { FieldError } from '@/components/forms/field';

type Props = {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
};

export function CheckboxField({ name, checked, onChange, children, error }: Props) {
  const id = useId();

  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-test={`field-${name}`}
          className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:border-neutral-600 dark:focus-visible:ring-offset-neutral-950"
        />
        <label htmlFor={id} className="text-sm text-neutral-700 dark:text-neutral-300">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} name={name} message={error} />
    </div>
  );
}
