import { type ReactNode, useId } from 'react';

/** What a control needs from its field: its id, the ids that describe it, whether it is invalid, its test mark. */
export type ControlWiring = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'data-test': string;
};

/** The props every kit field shares: one `name`, one `error`, one `hint`, one `required`. */
export type FieldProps = {
  /** The form key: gives `data-test="field-{name}"` on the control and `data-test="error-{name}"` on its error. */
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
};

/** The ids of a field's parts and the attributes its control carries. */
export function useFieldWiring({ name, error, hint }: Pick<FieldProps, 'name' | 'error' | 'hint'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== '';
  const describedBy = [hint !== undefined && hint !== null ? hintId : null, hasError ? errorId : null]
    .filter((part): part is string => part !== null)
    .join(' ');
  const control: ControlWiring = {
    id,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': hasError || undefined,
    'data-test': `field-${name}`,
  };

  return { id, hintId, errorId, control };
}

/** The required marker after a label: a red star, hidden from screen readers (the control itself says required). */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (children === undefined || children === null) {
    return null;
  }

  return (
    <p id={id} className="mt-1.5 text-xs text-text-muted">
      {children}
    </p>
  );
}

/** A field's error, announced when it appears (role=alert); renders nothing without a message. */
export function FieldError({ id, name, message }: { id: string; name: string; message?: string | undefined }) {
  if (message === undefined || message === '') {
    return null;
  }

  return (
    <p id={id} role="alert" data-test={`error-${name}`} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}

type FieldFrameProps = Omit<FieldProps, 'name'> & {
  name: string;
  wiring: ReturnType<typeof useFieldWiring>;
  className?: string | undefined;
  children: ReactNode;
};

/** Label above, control, hint and error below: the frame of the text-like fields. */
export function FieldFrame({ name, label, error, hint, required, wiring, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={wiring.id} className="mb-1.5 block text-sm font-medium text-text">
        {label}
        {required === true && <RequiredMark />}
      </label>
      {children}
      <FieldHint id={wiring.hintId}>{hint}</FieldHint>
      <FieldError id={wiring.errorId} name={name} message={error} />
    </div>
  );
}

/**
 * Every text input, select and textarea of the kit. In focus it is outlined in the focus colour (blue), never red: only
 * aria-invalid turns the border to the danger colour, so a valid field never looks refused.
 */
export const controlClasses =
  'block w-full rounded-control border border-border-strong bg-surface px-3 py-2.5 text-base text-text shadow-xs placeholder:text-text-muted/70 focus-visible:border-focus focus-visible:ring-2 focus-visible:ring-focus/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 aria-[invalid=true]:border-danger sm:text-sm dark:bg-surface-raised';
