import { usePage } from '@inertiajs/react';
import { Images } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { PeriodBadge } from '@/components/admin/marketing/period-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminBanner } from '@/types/admin-marketing';

type Props = { banners: AdminBanner[] };

/** /admin/bannere: the home page's slides in the carousel's order, with where each stands today. */
export default function BannersPage({ banners }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const moment = (value: string | null) => (value === null ? '…' : formatDateTime(value, locale));

  const columns: TableColumn<AdminBanner>[] = [
    {
      key: 'image',
      header: t('admin.banners.field.image'),
      cell: (row) => (
        <img src={row.image_url} alt="" loading="lazy" className="h-12 w-24 rounded-control object-cover" />
      ),
    },
    {
      key: 'title',
      header: t('admin.banners.field.title'),
      wrap: true,
      cell: (row) => (
        <div>
          <p className="font-semibold">{row.title[locale]}</p>
          {row.link !== null && <p className="text-text-muted break-all">{row.link}</p>}
        </div>
      ),
    },
    {
      key: 'period',
      header: t('admin.marketing.form.period'),
      cell: (row) =>
        row.starts_at === null && row.ends_at === null
          ? t('admin.marketing.form.always')
          : `${moment(row.starts_at)} – ${moment(row.ends_at)}`,
    },
    { key: 'state', header: t('admin.credit_programmes.col.state'), cell: (row) => <PeriodBadge state={row.state} /> },
    { key: 'sort', header: t('admin.marketing.form.sort'), align: 'end', cell: (row) => row.sort },
    {
      key: 'actions',
      header: t('admin.marketing.form.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.banners.edit', { banner: row.id })}
            test={`edit-banner-${row.id}`}
          >
            {t('admin.marketing.form.edit')}
          </Button>
          <ConfirmDeleteButton
            url={route('admin.banners.destroy', { banner: row.id })}
            name={row.title[locale]}
            test={`delete-banner-${row.id}`}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.banners.title')}
        intro={t('admin.banners.intro')}
        actions={
          <Button href={route('admin.banners.create')} test="new-banner">
            {t('admin.banners.create')}
          </Button>
        }
      />
      <Table
        caption={t('admin.banners.title')}
        captionHidden
        columns={columns}
        rows={banners}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={Images} title={t('admin.banners.empty')} text={t('admin.banners.empty_text')} />}
        test="banners-table"
      />
    </div>
  );
}

BannersPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
