import { type ComponentProps, type ComponentPropsWithoutRef } from 'react';

import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover focus-visible:ring-accent',
  secondary:
    'border border-border-strong bg-surface text-text hover:bg-surface-muted focus-visible:ring-accent dark:bg-surface-raised',
  danger: 'bg-danger-solid text-white hover:brightness-110 focus-visible:ring-danger-solid',
  ghost: 'text-text hover:bg-surface-muted focus-visible:ring-accent',
  link: 'text-accent-text underline-offset-2 hover:underline focus-visible:ring-accent',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-control-sm px-3 text-sm',
  md: 'h-control px-4 text-sm',
  lg: 'h-control-lg px-6 text-base',
};

/** A link drawn as text needs no box: its size only sets the font. */
const linkSizes: Record<ButtonSize, string> = { sm: 'text-sm', md: 'text-sm', lg: 'text-base' };

/** The classes of a button, for the rare element that must look like one without being a kit Button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return `${base} ${variants[variant]} ${variant === 'link' ? linkSizes[size] : sizes[size]}`;
}

type Common = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The `data-test` mark. */
  test?: string;
};

type ButtonProps = Common &
  ComponentPropsWithoutRef<'button'> & {
    href?: undefined;
    /** Shows a spinner, sets aria-busy and disables the button while a request runs (no double submits). */
    loading?: boolean;
  };

type LinkProps = Common &
  Omit<ComponentProps<typeof Link>, 'as' | keyof Common> & { href: string; loading?: undefined };

/** The one button of the shop: `<button>` (type "button" unless told), or an Inertia link when given `href`. */
export function Button(props: ButtonProps | LinkProps) {
  if (props.href !== undefined) {
    const { variant, size, test, className = '', loading: _loading, ...link } = props;
    void _loading;

    return (
      <Link
        prefetch="hover"
        data-test={test}
        className={`${buttonClasses({ variant, size })} ${className}`}
        {...link}
      />
    );
  }

  const {
    variant,
    size,
    test,
    className = '',
    loading = false,
    disabled,
    children,
    type = 'button',
    ...button
  } = props;

  return (
    <button
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-test={test}
      className={`${buttonClasses({ variant, size })} ${className}`}
      {...button}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}
