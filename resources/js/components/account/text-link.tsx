import { Link } from '@inertiajs/react';
import { type ComponentProps } from 'react';

export const textLinkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-brand-400';

export function TextLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch="hover" className={`${textLinkClass} ${className}`} {...props} />;
}
