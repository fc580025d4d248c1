import { usePage } from '@inertiajs/react';
import { Images } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { PeriodBadge } from '@/components/admin/marketing/period-badge';
import { type TableColumn } from '@/components/ui/table';
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
  ];

  return (
    <AdminList
      title={t('admin.banners.title')}
      intro={t('admin.banners.intro')}
      create={{ href: route('admin.banners.create'), label: t('admin.banners.create'), test: 'new-banner' }}
      caption={t('admin.banners.title')}
      columns={columns}
      rows={banners}
      empty={{ icon: Images, title: t('admin.banners.empty'), text: t('admin.banners.empty_text') }}
      test="banners-table"
      edit={(row) => ({ href: route('admin.banners.edit', { banner: row.id }), test: `edit-banner-${row.id}` })}
      remove={(row) => ({
        url: route('admin.banners.destroy', { banner: row.id }),
        name: row.title[locale],
        test: `delete-banner-${row.id}`,
      })}
    />
  );
}

BannersPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
