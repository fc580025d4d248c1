import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

type Props = {
  icon?: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: a Button or a link. */
  action?: ReactNode;
  /** The `data-test` mark. */
  test?: string;
};

/** What an empty list, table or search shows instead: an icon, a title, a line of text and a way on. */
export function EmptyState({ icon: Icon, title, text, action, test }: Props) {
  return (
    <div data-test={test} className="flex flex-col items-center px-4 py-6 text-center">
      {Icon !== undefined && (
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-surface-muted text-text-muted">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <p className="text-base font-semibold text-text">{title}</p>
      {text !== undefined && <p className="mt-1 max-w-prose text-sm text-text-muted">{text}</p>}
      {action !== undefined && <div className="mt-4">{action}</div>}
    </div>
  );
}
