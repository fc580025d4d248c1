import { useT } from '@/lib/i18n';
import { type AuditLogEntry } from '@/types/admin';

/** An entry's before → after values, one line per field, old value struck through. */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const t = useT();
  if (changes.length === 0) return <span className="text-text-muted">{t('admin.audit.none')}</span>;

  return (
    <dl className="space-y-1 text-xs" data-test="audit-changes">
      {changes.map((change) => (
        <div key={change.field} className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-semibold">{change.label}:</dt>
          <dd className="break-all">
            <span className="text-text-muted line-through">{change.before ?? '∅'}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, </span>
            <span>{change.after ?? '∅'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
