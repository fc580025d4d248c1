import { type ReactNode } from 'react';

/** An admin page's heading (the page's one h1), an optional line under it, and its main actions on the right. */
export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-text">{title}</h1>
        {intro !== undefined && <p className="mt-1 text-sm text-text-muted">{intro}</p>}
      </div>
      {actions !== undefined && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
