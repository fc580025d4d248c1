import { CreditCard } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { usePage } from '@inertiajs/react';
import { type AdminCreditProgramme } from '@/types/admin-marketing';

type Props = { programmes: AdminCreditProgramme[] };

/** /admin/programe-credit: the partners' programmes, in the order shoppers see them. */
export default function CreditProgrammesPage({ programmes }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale, errors } = usePage().props;
  const refused = (errors as Partial<Record<string, string>>).programme;

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
    {
      key: 'actions',
      header: t('admin.marketing.form.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.credit-programmes.edit', { programme: row.id })}
            test={`edit-programme-${row.id}`}
          >
            {t('admin.marketing.form.edit')}
          </Button>
          <ConfirmDeleteButton
            url={route('admin.credit-programmes.destroy', { programme: row.id })}
            name={row.name[locale]}
            test={`delete-programme-${row.id}`}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.credit_programmes.title')}
        intro={t('admin.credit_programmes.intro')}
        actions={
          <Button href={route('admin.credit-programmes.create')} test="new-programme">
            {t('admin.credit_programmes.create')}
          </Button>
        }
      />
      {refused !== undefined && (
        <Alert tone="error" test="programme-refused">
          {refused}
        </Alert>
      )}
      <Table
        caption={t('admin.credit_programmes.title')}
        captionHidden
        columns={columns}
        rows={programmes}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={CreditCard} title={t('admin.credit_programmes.empty')} />}
        test="programmes-table"
      />
    </div>
  );
}

CreditProgrammesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
