import { type ComponentPropsWithoutRef } from 'react';

/** The page's content width and side padding, shared by header, main and footer so their edges line up. */
export function Container({ className = '', ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />;
}
