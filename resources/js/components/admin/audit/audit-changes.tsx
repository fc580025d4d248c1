import { useT } from '@/lib/i18n';
import { type AuditLogEntry } from '@/types/admin';

/**
 * What an entry changed, one line per field in words: "before → after" (the old value struck through), or the one
 * value a creation or a deletion recorded. Long values wrap inside the line instead of widening the page.
 */
export function AuditChanges({ details }: { details: AuditLogEntry['details'] }) {
  const t = useT();
  if (details.length === 0) return null;

  return (
    <dl className="mt-2 space-y-1 text-sm" data-test="audit-changes">
      {details.map((detail, index) => (
        <div key={`${index}-${detail.label}`} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          <dt className="font-semibold">{detail.label}:</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {detail.before !== null && detail.after !== null ? (
              <>
                <span className="sr-only">{t('admin.audit.before')}: </span>
                <span className="text-text-muted line-through">{detail.before}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, {t('admin.audit.after')}: </span>
                <span>{detail.after}</span>
              </>
            ) : (
              <span>{detail.after ?? detail.before}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
