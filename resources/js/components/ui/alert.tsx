import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type ReactNode } from 'react';

import { ARRIVAL_ATTRIBUTE } from '@/lib/form-arrival';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

const tones: Record<AlertTone, { classes: string; Icon: typeof Info }> = {
  success: { classes: 'border-success-line bg-success-soft text-success', Icon: CircleCheck },
  error: { classes: 'border-danger-line bg-danger-soft text-danger', Icon: CircleAlert },
  warning: { classes: 'border-warning-line bg-warning-soft text-warning', Icon: TriangleAlert },
  info: { classes: 'border-info-line bg-info-soft text-info', Icon: Info },
};

type Props = {
  tone: AlertTone;
  title?: ReactNode;
  /** The `data-test` mark. */
  test?: string;
  /**
   * The outcome of a form: once the form is accepted it takes the focus and comes into view below the sticky header
   * (lib/form-arrival.ts).
   */
  arrival?: boolean;
  children?: ReactNode;
};

/**
 * A message above a form or a page: a confirmation (success, info: role=status, read politely) or a problem
 * (error, warning: role=alert, read at once).
 */
export function Alert({ tone, title, test, arrival = false, children }: Props) {
  const { classes, Icon } = tones[tone];

  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-test={test}
      {...(arrival ? { [ARRIVAL_ATTRIBUTE]: '', tabIndex: -1 } : {})}
      className={`flex scroll-mt-4 items-start gap-2.5 rounded-control border px-3.5 py-3 text-sm focus:outline-none ${classes}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title !== undefined && <p className="font-semibold">{title}</p>}
        {children !== undefined && <div>{children}</div>}
      </div>
    </div>
  );
}
