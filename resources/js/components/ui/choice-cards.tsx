import { type ReactNode } from 'react';

import { FieldsetFrame } from '@/components/ui/fieldset-frame';
import { type FieldProps } from '@/components/ui/field';

export type ChoiceCardOption<V extends string> = {
  value: V;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the card's right edge: a price, "free", an icon. */
  aside?: ReactNode;
  disabled?: boolean;
};

type Props<V extends string> = FieldProps & {
  value: V | null;
  onChange: (value: V) => void;
  options: readonly ChoiceCardOption<V>[];
  disabled?: boolean;
  /** Two cards per row from the small breakpoint on. */
  columns?: 1 | 2;
  className?: string;
};

/** Radio buttons drawn as cards with a title and a description (delivery and payment methods); the card is the label. */
export function ChoiceCards<V extends string>({
  value,
  onChange,
  options,
  disabled = false,
  columns = 1,
  ...field
}: Props<V>) {
  return (
    <FieldsetFrame {...field}>
      <div className={`grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => {
          const checked = value === option.value;
          const off = disabled || option.disabled === true;

          return (
            <label
              key={option.value}
              data-test={`choice-${field.name}-${option.value}`}
              className={`flex items-start gap-3 rounded-control border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
                checked ? 'border-accent bg-accent-soft' : 'border-border-strong bg-surface hover:border-text-muted'
              } ${off ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                disabled={off}
                required={field.required}
                data-test={`field-${field.name}-${option.value}`}
                className="mt-0.5 size-4 shrink-0 accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-text">{option.title}</span>
                {option.description !== undefined && (
                  <span className="mt-0.5 block text-text-muted">{option.description}</span>
                )}
              </span>
              {option.aside !== undefined && <span className="shrink-0 font-medium text-text">{option.aside}</span>}
            </label>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
