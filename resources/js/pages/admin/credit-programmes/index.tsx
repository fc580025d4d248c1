import { usePage } from '@inertiajs/react';
import { CreditCard } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminCreditProgramme } from '@/types/admin-marketing';

type Props = { programmes: AdminCreditProgramme[] };

/** /admin/programe-credit: the partners' programmes, in the order shoppers see them. */
export default function CreditProgrammesPage({ programmes }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;

  const columns: TableColumn<AdminCreditProgramme>[] = [
    {
      key: 'name',
      header: t('admin.credit_programmes.field.name'),
      wrap: true,
      cell: (row) => (
        <div>
          <p className="font-semibold">{row.name[locale]}</p>
          <p className="text-text-muted">
            {row.partner} · {row.slug}
          </p>
        </div>
      ),
    },
    {
      key: 'months',
      header: t('admin.credit_programmes.field.months'),
      align: 'end',
      cell: (row) => row.months,
    },
    {
      key: 'cost',
      header: t('admin.credit_programmes.col.cost'),
      cell: (row) => t('admin.credit_programmes.cost', { fee: row.monthly_fee, rate: row.annual_rate }),
    },
    {
      key: 'amounts',
      header: t('admin.credit_programmes.col.amounts'),
      cell: (row) =>
        row.max_amount === null
          ? t('admin.credit_programmes.from', { min: row.min_amount })
          : t('admin.credit_programmes.between', { min: row.min_amount, max: row.max_amount }),
    },
    {
      key: 'state',
      header: t('admin.credit_programmes.col.state'),
      cell: (row) =>
        !row.is_active ? (
          <Badge tone="warning">{t('admin.marketing.period.inactive')}</Badge>
        ) : row.expired ? (
          <Badge tone="neutral">{t('admin.marketing.period.ended')}</Badge>
        ) : (
          <Badge tone="success">{t('admin.marketing.period.running')}</Badge>
        ),
    },
  ];

  return (
    <AdminList
      title={t('admin.credit_programmes.title')}
      intro={t('admin.credit_programmes.intro')}
      create={{
        href: route('admin.credit-programmes.create'),
        label: t('admin.credit_programmes.create'),
        test: 'new-programme',
      }}
      refusal="programme"
      caption={t('admin.credit_programmes.title')}
      columns={columns}
      rows={programmes}
      empty={{ icon: CreditCard, title: t('admin.credit_programmes.empty') }}
      test="programmes-table"
      edit={(row) => ({
        href: route('admin.credit-programmes.edit', { programme: row.id }),
        test: `edit-programme-${row.id}`,
      })}
      remove={(row) => ({
        url: route('admin.credit-programmes.destroy', { programme: row.id }),
        name: row.name[locale],
        test: `delete-programme-${row.id}`,
      })}
    />
  );
}

CreditProgrammesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
