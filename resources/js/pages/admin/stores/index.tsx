import { Store } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { type TableColumn } from '@/components/ui/table';
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
  ];

  return (
    <AdminList
      title={t('admin.stores.title')}
      intro={t('admin.stores.intro')}
      create={{ href: route('admin.stores.create'), label: t('admin.stores.create'), test: 'new-store' }}
      refusal="store"
      caption={t('admin.stores.title')}
      columns={columns}
      rows={stores}
      empty={{ icon: Store, title: t('admin.stores.empty') }}
      test="stores-table"
      edit={(row) => ({ href: route('admin.stores.edit', { store: row.id }), test: `edit-store-${row.slug}` })}
      remove={(row) =>
        row.kind === 'store'
          ? { url: route('admin.stores.destroy', { store: row.id }), name: row.name, test: `delete-store-${row.slug}` }
          : null
      }
    />
  );
}

StoresPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
