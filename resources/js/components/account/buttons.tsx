import { LoaderCircle } from 'lucide-react';
import { type ComponentPropsWithoutRef } from 'react';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-neutral-950';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-600',
  secondary:
    'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50 focus-visible:ring-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700',
} as const;

export function buttonClass(variant: keyof typeof variants = 'primary'): string {
  return `${base} ${variants[variant]}`;
}

type Props = ComponentPropsWithoutRef<'button'> & { processing?: boolean; variant?: keyof typeof variants };

/** A form button that shows a spinner and stays disabled while its request runs (no double submits). */
export function Button({
  processing = false,
  variant = 'primary',
  className = '',
  children,
  disabled,
  ...props
}: Props) {
  return (
    <button
      type="submit"
      disabled={disabled === true || processing}
      aria-busy={processing || undefined}
      className={`${buttonClass(variant)} ${className}`}
      {...props}
    >
      {processing && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
