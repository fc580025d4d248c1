import { usePage } from '@inertiajs/react';

import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type InboxCounts as InboxCountsProps } from '@/types/dashboard';

/**
 * What came in through the shop's forms over the last 7 days: contact messages, credit requests, job applications;
 * each count opens its list (the new ones where the list has such a tab).
 */
export function InboxCounts({ inbox }: { inbox: InboxCountsProps }) {
  const t = useT();
  const { locale } = usePage().props;
  const rows = [
    {
      key: 'contact',
      label: t('admin.dashboard.inbox.contact_messages'),
      count: inbox.contactMessages,
      href: `${route('admin.messages.index')}?status=new`,
    },
    {
      key: 'credit',
      label: t('admin.dashboard.inbox.credit_requests'),
      count: inbox.creditRequests,
      href: `${route('admin.credit-requests.index')}?status=new`,
    },
    {
      key: 'jobs',
      label: t('admin.dashboard.inbox.job_applications'),
      count: inbox.jobApplications,
      href: route('admin.applications.index'),
    },
  ];

  return (
    <Card header={t('admin.dashboard.inbox.title')} test="dashboard-inbox">
      <dl className="grid grid-cols-3 gap-3">
        {rows.map((row) => (
          <div key={row.key} className="flex min-w-0 flex-col">
            <dt className="flex-1 text-xs text-text-muted">{row.label}</dt>
            <dd className="text-2xl font-bold text-text tabular-nums">
              <Link
                href={row.href}
                className="rounded-sm text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                data-test={`inbox-${row.key}`}
              >
                {row.count}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-text-muted">
        {t('admin.dashboard.inbox.since', { day: formatDate(inbox.since, locale) })}
      </p>
    </Card>
  );
}
