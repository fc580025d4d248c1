import { type ReactNode, useState } from 'react';

import { useT } from '@/lib/i18n';

/**
 * Why a password field is empty after the server refused a form: `retry` — a password that proves who is asking
 * (sign-in, the current password) is typed again after every failure, never kept or sent back; `rejected` — the new
 * password itself was refused, so it and its confirmation start over.
 */
export type ClearReason = 'retry' | 'rejected';

/**
 * Remembers which password fields a page emptied on purpose, and gives each a hint saying so while it stays empty
 * (the hint goes as soon as the shopper types). Fields the page keeps need nothing: their value stays in the form.
 */
export function useClearedPasswords() {
  const t = useT();
  const [cleared, setCleared] = useState<Readonly<Record<string, ClearReason>>>({});

  return {
    /** Marks the fields just emptied, forgetting earlier marks. */
    mark: (reasons: Record<string, ClearReason>) => setCleared(reasons),
    /** The field's hint: why it was emptied while it is, otherwise its usual hint. */
    hint: (name: string, value: string, usual?: ReactNode): ReactNode => {
      const reason = cleared[name];
      if (reason === undefined || value !== '') return usual;

      return t(reason === 'retry' ? 'ui.password.cleared_retry' : 'ui.password.cleared_rejected');
    },
  };
}
