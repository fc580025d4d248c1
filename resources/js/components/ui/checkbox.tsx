import { Check } from 'lucide-react';
import { type ComponentPropsWithoutRef } from 'react';

import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldWiring } from '@/components/ui/field';

type Props = FieldProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'value' | 'checked' | 'onChange' | 'id' | 'type'> & {
    value: boolean;
    onChange: (checked: boolean) => void;
  };

/** A checkbox with its label on the right; the label may hold links (a consent text with its terms page). */
export function Checkbox({ name, label, error, hint, required, value, onChange, className, ...input }: Props) {
  const wiring = useFieldWiring({ name, error, hint });

  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            type="checkbox"
            name={name}
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            required={required}
            className="peer size-5 cursor-pointer appearance-none rounded border border-border-strong bg-surface checked:border-accent checked:bg-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger dark:bg-surface-raised"
            {...wiring.control}
            {...input}
          />
          <Check
            className="pointer-events-none absolute inset-0.5 hidden size-4 text-on-accent peer-checked:block"
            strokeWidth={3}
            aria-hidden="true"
          />
        </span>
        <label htmlFor={wiring.id} className="text-sm text-text">
          {label}
          {required === true && <RequiredMark />}
        </label>
      </div>
      <div className="pl-7.5">
        <FieldHint id={wiring.hintId}>{hint}</FieldHint>
        <FieldError id={wiring.errorId} name={name} message={error} />
      </div>
    </div>
  );
}
