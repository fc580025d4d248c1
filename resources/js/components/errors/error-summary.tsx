import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';

type ErrorSummaryProps = {
  status: number;
  title: string;
  /** Already in the page's language. */
  message: string;
  home: { href: string; label: string };
  children?: ReactNode;
};

/** An HTTP error's status, title, message and the way home: the same in the storefront's frame and the back office's. */
export function ErrorSummary({ status, title, message, home, children }: ErrorSummaryProps) {
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <p data-test="error-status" className="text-6xl font-extrabold text-accent-text sm:text-7xl">
        {status}
      </p>
      <h1 data-test="error-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p data-test="error-message" className="mt-3 max-w-xl text-text-muted">
        {message}
      </p>
      <Link
        href={home.href}
        prefetch="hover"
        data-test="error-home-link"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-accent px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-accent-hover"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {home.label}
      </Link>
      {children}
    </Container>
  );
}
