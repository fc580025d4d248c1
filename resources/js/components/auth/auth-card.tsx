import { type ReactNode } from 'react';

import { StatusMessage } from '@/components/account/status-message';
import { Container } from '@/components/layout/container';

type Props = {
  title: string;
  intro?: ReactNode;
  status?: string | null;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the sign-in, registration and password pages: one centred card inside the store layout. */
export function AuthCard({ title, intro, status, children, footer }: Props) {
  return (
    <Container className="flex justify-center py-8 sm:py-12">
      <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8 dark:border-neutral-800 dark:bg-neutral-900">
        <h1 data-test="page-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{intro}</div>}
        {status && (
          <div className="mt-4">
            <StatusMessage message={status} />
          </div>
        )}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-neutral-200 pt-4 text-center text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
            {footer}
          </div>
        )}
      </div>
    </Container>
  );
}
