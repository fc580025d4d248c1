import { type ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-muted text-text',
  brand: 'border-transparent bg-accent text-on-accent',
  success: 'border-success-line bg-success-soft text-success',
  warning: 'border-warning-line bg-warning-soft text-warning',
  danger: 'border-danger-line bg-danger-soft text-danger',
  info: 'border-info-line bg-info-soft text-info',
};

/**
 * A short label on something (an order's state, "new", "−20 %"). On one line, unless `wrap` lets a longer one (a
 * customer's flag in a table's narrow column) break between words.
 */
export function Badge({
  tone = 'neutral',
  test,
  wrap = false,
  children,
}: {
  tone?: BadgeTone;
  test?: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      data-test={test}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${wrap ? 'whitespace-normal' : 'whitespace-nowrap'} ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
