import { type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';

type Props = { title: string; intro?: ReactNode; status?: ReactNode };

/** The heading of an account form page (sign-in, registration, settings): title, a line of intro, the last status. */
export function FormPageHeading({ title, intro, status }: Props) {
  return (
    <>
      <h1 data-test="page-heading" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {intro && <div className="mt-2 text-sm text-text-muted">{intro}</div>}
      {status && (
        <div className="mt-4">
          <Alert tone="success" test="status" arrival>
            {status}
          </Alert>
        </div>
      )}
    </>
  );
}
