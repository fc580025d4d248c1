import { type ReactNode } from 'react';

import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldWiring } from '@/components/ui/field';

type Props = FieldProps & { className?: string | undefined; children: ReactNode };

/**
 * A group of radios under one legend: the group carries the field's wiring (described by its hint and error,
 * invalid, required, `field-{name}`), the same way a single control does.
 */
export function FieldsetFrame({ name, label, error, hint, required, className, children }: Props) {
  const wiring = useFieldWiring({ name, error, hint });
  const { id, ...control } = wiring.control;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={id}
      aria-required={required || undefined}
      className={`min-w-0 ${className ?? ''}`}
      {...control}
    >
      <legend id={id} className="mb-2 text-sm font-medium text-text">
        {label}
        {required === true && <RequiredMark />}
      </legend>
      {children}
      <FieldHint id={wiring.hintId}>{hint}</FieldHint>
      <FieldError id={wiring.errorId} name={name} message={error} />
    </fieldset>
  );
}
