import { type ReactNode } from 'react';

import { Container } from '@/layouts/storefront/container';
import { FormPageHeading } from '@/components/account/form-page-heading';

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
      <div className="w-full max-w-md rounded-card border border-border bg-surface-raised p-5 text-text shadow-sm sm:p-8">
        <FormPageHeading title={title} intro={intro} status={status} />
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-border pt-4 text-center text-sm text-text-muted">{footer}</div>}
      </div>
    </Container>
  );
}
