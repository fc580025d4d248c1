import { type FormDataErrors, type FormDataType } from '@inertiajs/core';
import { useForm, usePage } from '@inertiajs/react';
import { useEffect } from 'react';

/**
 * Inertia's useForm, also showing errors the page arrived with: a throttled or refused form answered as a full page
 * (a browser that reloaded, a form sent before the scripts loaded) still shows each message beside its field.
 */
export function useAccountForm<TForm extends FormDataType<TForm>>(data: TForm) {
  const form = useForm<TForm>(data);
  const { errors } = usePage().props;
  const { setError } = form;

  useEffect(() => {
    if (Object.keys(errors).length > 0) {
      setError(errors as FormDataErrors<TForm>);
    }
    // Only the errors the page was first rendered with: later ones reach the form through its own visits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return form;
}

/** The shortest new password the server accepts (AccountRules::PASSWORD_MIN). */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * Whether a failed submit was about the new password itself: only then are the new-password fields cleared, so a
 * shopper who got another field wrong fixes that one and keeps the password already typed (see docs/ui-kit.md).
 */
export function newPasswordRejected(errors: Partial<Record<string, string>>): boolean {
  return errors.password !== undefined || errors.password_confirmation !== undefined;
}
