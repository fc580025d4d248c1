import { usePage } from '@inertiajs/react';
import { Store } from 'lucide-react';
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
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type AdminStoreRow } from '@/types/admin-marketing';

type Props = { stores: AdminStoreRow[] };

/** /admin/magazine: the shops in the order shoppers see them, then the warehouse. */
export default function StoresPage({ stores }: Props) {
  const t = useT();
  const route = useRoute();
  const { errors } = usePage().props;
  const refused = (errors as Partial<Record<string, string>>).store;

  const columns: TableColumn<AdminStoreRow>[] = [
    {
      key: 'name',
      header: t('admin.stores.field.name'),
      wrap: true,
      cell: (row) => (
        <div>
          <p className="font-semibold">
            {row.name} {row.kind === 'warehouse' && <Badge tone="info">{t('admin.stores.warehouse')}</Badge>}
          </p>
          {row.kind === 'store' && (
            <p className="text-text-muted">
              {row.city}, {row.address}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'phones',
      header: t('admin.stores.field.phones'),
      cell: (row) => row.phones.map(formatPhone).join(', ') || '—',
    },
    {
      key: 'upcoming',
      header: t('admin.stores.col.exceptions'),
      cell: (row) =>
        row.upcoming > 0 ? <Badge tone="warning">{t('admin.stores.upcoming', { count: row.upcoming })}</Badge> : '—',
    },
    { key: 'sorted', header: t('admin.stores.field.sorted'), align: 'end', cell: (row) => row.sorted },
    {
      key: 'actions',
      header: t('admin.marketing.form.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.stores.edit', { store: row.id })}
            test={`edit-store-${row.slug}`}
          >
            {t('admin.marketing.form.edit')}
          </Button>
          {row.kind === 'store' && (
            <ConfirmDeleteButton
              url={route('admin.stores.destroy', { store: row.id })}
              name={row.name}
              test={`delete-store-${row.slug}`}
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.stores.title')}
        intro={t('admin.stores.intro')}
        actions={
          <Button href={route('admin.stores.create')} test="new-store">
            {t('admin.stores.create')}
          </Button>
        }
      />
      {refused !== undefined && (
        <Alert tone="error" test="store-refused">
          {refused}
        </Alert>
      )}
      <Table
        caption={t('admin.stores.title')}
        captionHidden
        columns={columns}
        rows={stores}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={Store} title={t('admin.stores.empty')} />}
        test="stores-table"
      />
    </div>
  );
}

StoresPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
