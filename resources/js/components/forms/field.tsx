import { type ReactNode, useId } from 'react';

/** Every text input, select and textarea of the shop's forms; turns brand-red when aria-invalid is set. */
export const inputClass =
  'block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-base text-neutral-900 shadow-xs placeholder:text-neutral-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none aria-[invalid=true]:border-brand-600 sm:text-sm dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500 dark:aria-[invalid=true]:border-brand-400';

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The field's name: its error is then marked `error-{name}` for tests (else `field-error`). */
  name?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** A labelled form control with its hint and its error (announced to screen readers through aria-describedby). */
export function Field({ label, error, hint, required = false, name, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : null, error !== undefined ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {label}
        {required && (
          <span className="text-brand-700 dark:text-brand-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy: describedBy === '' ? undefined : describedBy, invalid: error !== undefined })}
      {hint !== undefined && (
        <p id={hintId} className="mt-1.5 text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} name={name} message={error} />
    </div>
  );
}

/** A field's error message, announced when it appears; renders nothing without a message. */
export function FieldError({
  id,
  name,
  message,
}: {
  id?: string;
  name?: string | undefined;
  message?: string | undefined;
}) {
  if (message === undefined || message === '') {
    return null;
  }

  return (
    <p
      id={id}
      role="alert"
      data-test={name === undefined ? 'field-error' : `error-${name}`}
      className="mt-1.5 text-sm text-brand-700 dark:text-brand-400"
    >
      {message}
    </p>
  );
}
