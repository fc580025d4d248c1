import { usePage } from '@inertiajs/react';
import { Megaphone } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { PeriodBadge } from '@/components/admin/marketing/period-badge';
import { Pagination } from '@/components/ui/pagination';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminPromotionRow, type PeriodState } from '@/types/admin-marketing';

type Props = {
  promotions: AdminPromotionRow[];
  pagination: { page: number; pages: number; total: number };
  state: PeriodState | null;
};

const STATES: (PeriodState | null)[] = [null, 'running', 'scheduled', 'ended', 'inactive'];

/** /admin/promotii: every promotion, newest start first, filtered by where it stands today. */
export default function PromotionsPage({ promotions, pagination, state }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const listUrl = (next: PeriodState | null, page = 1) => {
    const params = new URLSearchParams();
    if (next !== null) params.set('state', next);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();

    return route('admin.promotions.index') + (query === '' ? '' : `?${query}`);
  };

  const columns: TableColumn<AdminPromotionRow>[] = [
    {
      key: 'title',
      header: t('admin.promotions.field.title'),
      wrap: true,
      cell: (row) => (
        <div>
          <p className="font-semibold">{row.title}</p>
          <a href={row.url} className="text-sm text-accent-text hover:underline" target="_blank" rel="noopener">
            {row.url}
          </a>
        </div>
      ),
    },
    {
      key: 'period',
      header: t('admin.marketing.form.period'),
      cell: (row) =>
        `${formatDateTime(row.starts_at, locale)} – ${row.ends_at === null ? '…' : formatDateTime(row.ends_at, locale)}`,
    },
    { key: 'products', header: t('admin.promotions.field.products'), align: 'end', cell: (row) => row.products_count },
    { key: 'state', header: t('admin.credit_programmes.col.state'), cell: (row) => <PeriodBadge state={row.state} /> },
  ];

  return (
    <AdminList
      title={t('admin.promotions.title')}
      intro={t('admin.promotions.intro')}
      create={{ href: route('admin.promotions.create'), label: t('admin.promotions.create'), test: 'new-promotion' }}
      toolbar={
        <LinkTabs
          label={t('admin.promotions.states')}
          current={state ?? 'all'}
          tabs={STATES.map((option) => ({
            key: option ?? 'all',
            label: option === null ? t('admin.promotions.all') : t(`admin.marketing.period.${option}`),
            href: listUrl(option),
            test: `promotions-state-${option ?? 'all'}`,
          }))}
        />
      }
      caption={t('admin.promotions.title')}
      columns={columns}
      rows={promotions}
      empty={{ icon: Megaphone, title: t('admin.promotions.empty') }}
      test="promotions-table"
      edit={(row) => ({
        href: route('admin.promotions.edit', { promotion: row.id }),
        test: `edit-promotion-${row.slug}`,
      })}
      remove={(row) => ({
        url: route('admin.promotions.destroy', { promotion: row.id }),
        name: row.title,
        test: `delete-promotion-${row.slug}`,
      })}
      footer={<Pagination page={pagination.page} pages={pagination.pages} href={(page) => listUrl(state, page)} />}
    />
  );
}

PromotionsPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
