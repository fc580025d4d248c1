import { LoaderCircle } from 'lucide-react';

import { useT } from '@/lib/i18n';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

type Props = {
  size?: keyof typeof sizes;
  /** Announced to screen readers (default "Loading…"); `null` when the spinner only decorates a labelled element. */
  label?: string | null;
  className?: string;
};

/** A turning circle for work in progress; alone it is a status with a label, inside a busy button it is decoration. */
export function Spinner({ size = 'md', label, className = '' }: Props) {
  const t = useT();
  const icon = <LoaderCircle className={`${sizes[size]} animate-spin ${className}`} aria-hidden="true" />;

  if (label === null) {
    return icon;
  }

  return (
    <span role="status" className="inline-flex items-center" data-test="spinner">
      {icon}
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
