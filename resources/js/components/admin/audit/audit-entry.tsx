import { usePage } from '@inertiajs/react';

import { AuditChanges } from '@/components/admin/audit/audit-changes';
import { Link } from '@/components/ui/link';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type AuditLogEntry } from '@/types/admin';

/**
 * One entry of the audit log: when, who and from where beside a sentence saying what happened, its subject a link to
 * that thing's page while it exists, then what changed. One column on phones, two from `lg` up; nothing is wider
 * than the screen.
 */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const t = useT();
  const { locale } = usePage().props;
  const fromConsole = entry.user_email === 'console' && entry.user_name === null;

  return (
    <li
      className="grid min-w-0 gap-2 rounded-card border border-border bg-surface-raised p-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6"
      data-test="audit-entry"
    >
      <div className="min-w-0 text-sm text-text-muted">
        <p className="font-medium text-text">
          <time dateTime={entry.at.replace(' ', 'T')}>{formatDateTime(entry.at, locale)}</time>
        </p>
        {fromConsole ? (
          <p>{t('admin.audit.console')}</p>
        ) : (
          <>
            {entry.user_name !== null && (
              <p className="font-semibold text-text [overflow-wrap:anywhere]">{entry.user_name}</p>
            )}
            <p className="[overflow-wrap:anywhere]">{entry.user_email ?? '—'}</p>
          </>
        )}
        {entry.ip !== null && <p className="text-xs">{t('admin.audit.from_ip', { ip: entry.ip })}</p>}
      </div>
      <div className="min-w-0">
        <p className="[overflow-wrap:anywhere]" data-test="audit-sentence" title={entry.action_label}>
          {entry.sentence.before}
          {entry.subject !== null &&
            (entry.subject.url === null ? (
              <strong className="font-semibold">{entry.subject.label}</strong>
            ) : (
              <Link
                href={entry.subject.url}
                className="rounded-sm font-semibold text-accent-text underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                data-test="audit-subject"
              >
                {entry.subject.label}
              </Link>
            ))}
          {entry.sentence.after}
        </p>
        <AuditChanges details={entry.details} />
      </div>
    </li>
  );
}
