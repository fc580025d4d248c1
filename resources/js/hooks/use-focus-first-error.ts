import { useCallback, useEffect, useRef, useState } from 'react';

/** A control that can take focus: inside a radio group, the chosen radio or else the first one that is enabled. */
function focusTarget(invalid: HTMLElement): HTMLElement {
  if (invalid.matches('input, select, textarea, button')) return invalid;

  return (
    invalid.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    invalid.querySelector<HTMLElement>('input:not(:disabled), select, textarea') ??
    invalid
  );
}

/**
 * After the server refused a form, moves the focus to its first field marked invalid (in page order), so keyboard
 * and screen-reader users land on what to fix; with no such field (a refusal about the whole form) to `fallback`,
 * a message given `tabIndex={-1}`. Call `refused()` from the visit's onError: the focus moves once the errors are drawn.
 */
export function useFocusFirstError<F extends HTMLElement, M extends HTMLElement>() {
  const formRef = useRef<F>(null);
  const fallbackRef = useRef<M>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid ? focusTarget(invalid) : fallbackRef.current;
    target?.focus();
  }, [refusals]);

  const refused = useCallback(() => setRefusals((count) => count + 1), []);

  return { formRef, fallbackRef, refused };
}
