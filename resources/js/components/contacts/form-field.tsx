import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const controlClass =
  'w-full rounded-md border bg-white px-3 py-2 text-neutral-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:bg-neutral-900 dark:text-white';

type Common = { label: string; error?: string | undefined; required?: boolean; name: string };

type Props = Common &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>)
  );

/** A labelled input or textarea with its error below it, tied together for screen readers. */
export function FormField({ label, error, required, name, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const border =
    error === undefined ? 'border-neutral-300 dark:border-neutral-600' : 'border-red-600 dark:border-red-400';
  const aria = {
    id,
    name,
    required,
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
    'data-test': `field-${name}`,
    className: `${controlClass} ${border}`,
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {label}
        {required === true && (
          <span className="text-brand-600 dark:text-brand-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {rest.multiline === true ? (
        <textarea {...omitMultiline(rest)} {...aria} rows={rest.rows ?? 5} />
      ) : (
        <input {...omitMultiline(rest)} {...aria} />
      )}
      {error !== undefined && (
        <p id={errorId} data-test={`error-${name}`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function omitMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  void _multiline;

  return rest;
}
