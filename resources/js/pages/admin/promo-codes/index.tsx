import { usePage } from '@inertiajs/react';
import { TicketPercent } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type AdminPromoRow, type PromoFilter, type PromoState } from '@/types/admin-promo-codes';

type Props = {
  rules: AdminPromoRow[];
  pagination: { page: number; pages: number; total: number };
  filter: PromoFilter | null;
};

const FILTERS: (PromoFilter | null)[] = [null, 'codes', 'automatic', 'active', 'paused', 'ended'];
const TONES: Record<PromoState, BadgeTone> = {
  running: 'success',
  scheduled: 'info',
  paused: 'warning',
  ended: 'neutral',
  used_up: 'neutral',
};

/** /admin/coduri-promo: codes and automatic cart rules, newest first, with their uses and the revenue they brought. */
export default function PromoCodesPage({ rules, pagination, filter }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const listUrl = (next: PromoFilter | null, page = 1) => {
    const params = new URLSearchParams();
    if (next !== null) params.set('filter', next);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();

    return route('admin.promo-codes.index') + (query === '' ? '' : `?${query}`);
  };
  const discount = (row: AdminPromoRow) =>
    row.kind === 'percent'
      ? `${row.value}%`
      : row.kind === 'amount'
        ? formatPrice(row.value, locale)
        : t('promo.free_delivery');

  const columns: TableColumn<AdminPromoRow>[] = [
    {
      key: 'label',
      header: t('admin.promo_codes.col.name'),
      wrap: true,
      cell: (row) => (
        <div>
          <p className="font-semibold">{row.label}</p>
          <p className={`text-sm text-text-muted ${row.automatic ? '' : 'font-mono'}`}>
            {row.automatic
              ? t('admin.promo_codes.automatic')
              : row.codes > 1
                ? t('admin.promo_codes.codes_count', { code: row.code ?? '', count: formatNumber(row.codes - 1) })
                : row.code}
          </p>
        </div>
      ),
    },
    { key: 'discount', header: t('admin.promo_codes.field.kind'), cell: discount },
    {
      key: 'period',
      header: t('admin.marketing.form.period'),
      cell: (row) =>
        row.starts_at === null && row.ends_at === null
          ? t('admin.promo_codes.always')
          : `${row.starts_at === null ? '…' : formatDateTime(row.starts_at, locale)} – ${row.ends_at === null ? '…' : formatDateTime(row.ends_at, locale)}`,
    },
    {
      key: 'uses',
      header: t('admin.promo_codes.col.uses'),
      align: 'end',
      cell: (row) =>
        row.usage_limit === null
          ? formatNumber(row.uses)
          : `${formatNumber(row.uses)} / ${formatNumber(row.usage_limit)}`,
    },
    {
      key: 'revenue',
      header: t('admin.promo_codes.col.revenue'),
      align: 'end',
      cell: (row) => formatPrice(row.revenue, locale),
    },
    {
      key: 'state',
      header: t('admin.credit_programmes.col.state'),
      cell: (row) => <Badge tone={TONES[row.state]}>{t(`admin.promo_codes.state.${row.state}`)}</Badge>,
    },
  ];

  return (
    <AdminList
      title={t('admin.promo_codes.title')}
      intro={t('admin.promo_codes.intro')}
      create={{ href: route('admin.promo-codes.create'), label: t('admin.promo_codes.create'), test: 'new-promo-code' }}
      toolbar={
        <LinkTabs
          label={t('admin.promo_codes.filters')}
          current={filter ?? 'all'}
          tabs={FILTERS.map((option) => ({
            key: option ?? 'all',
            label: t(`admin.promo_codes.filter.${option ?? 'all'}`),
            href: listUrl(option),
            test: `promo-filter-${option ?? 'all'}`,
          }))}
        />
      }
      caption={t('admin.promo_codes.title')}
      columns={columns}
      rows={rules}
      empty={{ icon: TicketPercent, title: t('admin.promo_codes.empty') }}
      test="promo-codes-table"
      edit={(row) => ({ href: route('admin.promo-codes.edit', { rule: row.id }), test: `edit-promo-${row.id}` })}
      footer={<Pagination page={pagination.page} pages={pagination.pages} href={(page) => listUrl(filter, page)} />}
    />
  );
}

PromoCodesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
