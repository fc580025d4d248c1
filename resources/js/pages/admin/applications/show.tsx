import { usePage } from '@inertiajs/react';
import { Download } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { fileSize } from '@/components/admin/applications/file-size';
import { BackLink } from '@/components/admin/messages/back-link';
import { DetailList } from '@/components/admin/messages/detail-list';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ApplicationDetail } from '@/types/admin-inbox';

type Props = { application: ApplicationDetail };

/** One job application: the applicant, their message, and their CV through a link that works for a few minutes. */
export default function AdminApplicationShowPage({ application }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div className="space-y-5">
      <BackLink href={route('admin.applications.index')} label={t('admin.applications.show.back')} />
      <AdminPageHeader
        title={t('admin.applications.show.title', { name: application.name })}
        intro={
          application.received_at === null
            ? undefined
            : t('admin.applications.show.received', { date: formatDateTime(application.received_at, locale) })
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card header={t('admin.applications.show.contact')} test="application-contact">
          <DetailList
            rows={[
              { label: t('admin.applications.show.name'), value: application.name },
              {
                label: t('admin.applications.show.email'),
                value: (
                  <a href={`mailto:${application.email}`} className="break-all text-accent-text hover:underline">
                    {application.email}
                  </a>
                ),
              },
              {
                label: t('admin.applications.show.phone'),
                value: (
                  <a href={`tel:${application.phone.replace(/\s/g, '')}`} className="text-accent-text hover:underline">
                    {application.phone}
                  </a>
                ),
              },
              { label: t('admin.applications.show.vacancy'), value: application.vacancy },
              { label: t('admin.applications.show.language'), value: application.locale.toUpperCase() },
            ]}
          />
        </Card>
        <Card header={t('admin.applications.show.cv')} test="application-cv">
          <p className="text-sm break-all" data-test="cv-name">
            {application.cv_name}
            <span className="ml-2 text-text-muted">{fileSize(application.cv_size, t)}</span>
          </p>
          <a
            href={application.cv_url}
            className={`${buttonClasses({ variant: 'primary', size: 'md' })} mt-3`}
            data-test="cv-download"
            download
          >
            <Download className="size-4" aria-hidden="true" />
            {t('admin.applications.show.download')}
          </a>
          <p className="mt-2 text-xs text-text-muted">
            {t('admin.applications.show.cv_hint', { minutes: application.cv_link_minutes })}
          </p>
        </Card>
      </div>
      <Card header={t('admin.applications.show.message')} test="application-message">
        <p className="text-sm break-words whitespace-pre-line">
          {application.message ?? t('admin.applications.show.no_message')}
        </p>
      </Card>
    </div>
  );
}

AdminApplicationShowPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
