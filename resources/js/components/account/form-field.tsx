import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:ring-2 focus:outline-none sm:text-sm dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500';

function stateClass(error: string | undefined): string {
  return error
    ? 'border-brand-600 focus:border-brand-600 focus:ring-brand-600/30 dark:border-brand-400'
    : 'border-neutral-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-neutral-700 dark:focus:border-brand-400';
}

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

/**
 * A labelled input with its hint and its server error underneath, tied together for screen readers
 * (aria-describedby, aria-invalid).
 */
export function FormField({ name, label, value, onChange, error, hint, trailing, className = '', ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          data-test={`field-${name}`}
          className={`${inputClass} ${stateClass(error)} ${trailing ? 'pr-11' : ''}`}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} name={name} message={error} />
    </div>
  );
}

export function FieldError({ id, name, message }: { id?: string; name: string; message?: string }) {
  if (!message) {
    return null;
  }

  return (
    <p id={id} role="alert" data-test={`error-${name}`} className="mt-1.5 text-sm text-brand-700 dark:text-brand-400">
      {message}
    </p>
  );
}
