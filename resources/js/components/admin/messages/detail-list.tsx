import { type ReactNode } from 'react';

/** Label → value lines of a record's card (an inbox item's contact, terms, CV). */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode; test?: string }[] }) {
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="text-text-muted">{row.label}</dt>
          <dd className="min-w-0 break-words" data-test={row.test}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
