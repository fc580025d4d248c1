import { type ReactNode } from 'react';

type Props = {
  /** A heading row: a string becomes an h2, anything else is drawn as given. */
  header?: ReactNode;
  /** Actions beside the header (an edit link). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** The `data-test` mark. */
  test?: string;
  className?: string;
  children?: ReactNode;
};

/** A bordered box grouping one subject (an address, an order's totals, a settings section). */
export function Card({ header, actions, footer, test, className = '', children }: Props) {
  return (
    <section data-test={test} className={`rounded-card border border-border bg-surface-raised text-text ${className}`}>
      {(header !== undefined || actions !== undefined) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3 sm:px-5">
          {typeof header === 'string' ? <h2 className="text-base font-semibold">{header}</h2> : header}
          {actions}
        </div>
      )}
      {children !== undefined && <div className="px-4 py-4 sm:px-5">{children}</div>}
      {footer !== undefined && (
        <div className="rounded-b-card border-t border-border bg-surface-muted px-4 py-3 sm:px-5">{footer}</div>
      )}
    </section>
  );
}
