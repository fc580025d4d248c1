import { Link, usePage } from '@inertiajs/react';
import { Megaphone } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { PeriodBadge } from '@/components/admin/marketing/period-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
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
    {
      key: 'actions',
      header: t('admin.marketing.form.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.promotions.edit', { promotion: row.id })}
            test={`edit-promotion-${row.slug}`}
          >
            {t('admin.marketing.form.edit')}
          </Button>
          <ConfirmDeleteButton
            url={route('admin.promotions.destroy', { promotion: row.id })}
            name={row.title}
            test={`delete-promotion-${row.slug}`}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.promotions.title')}
        intro={t('admin.promotions.intro')}
        actions={
          <Button href={route('admin.promotions.create')} test="new-promotion">
            {t('admin.promotions.create')}
          </Button>
        }
      />
      <nav aria-label={t('admin.promotions.states')} className="border-b border-border">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {STATES.map((option) => (
            <li key={option ?? 'all'} className="shrink-0">
              <Link
                href={listUrl(option)}
                aria-current={option === state ? 'page' : undefined}
                data-test={`promotions-state-${option ?? 'all'}`}
                className={`block border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none focus-visible:ring-inset ${
                  option === state ? 'border-accent text-text' : 'border-transparent text-text-muted hover:text-text'
                }`}
              >
                {option === null ? t('admin.promotions.all') : t(`admin.marketing.period.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Table
        caption={t('admin.promotions.title')}
        captionHidden
        columns={columns}
        rows={promotions}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={Megaphone} title={t('admin.promotions.empty')} />}
        test="promotions-table"
      />
      <Pagination page={pagination.page} pages={pagination.pages} href={(page) => listUrl(state, page)} />
    </div>
  );
}

PromotionsPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
