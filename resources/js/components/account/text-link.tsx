import { type ComponentProps } from 'react';

import { Link } from '@/components/ui/link';

/** A link inside running text ("No account? Create one"): the accent colour, underlined on hover. */
export function TextLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      prefetch="hover"
      className={`font-medium text-accent-text underline-offset-2 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${className}`}
      {...props}
    />
  );
}
