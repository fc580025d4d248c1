import { router, usePage } from '@inertiajs/react';
import { ListChecks } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SearchForm } from '@/components/admin/categories/search-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeRow } from '@/types/admin-catalog';

type Props = { attributes: AttributeRow[]; search: string };

/** /admin/caracteristici: the spec attributes in their order, with what uses each. */
export default function AttributesPage({ attributes, search }: Props) {
  const t = useT();
  const route = useRoute();
  const errors = usePage().props.errors as Partial<Record<string, string>>;
  const [deleting, setDeleting] = useState<AttributeRow | null>(null);

  const destroy = () => {
    if (deleting === null) return;
    router.delete(route('admin.attributes.destroy', { attribute: deleting.id }), {
      preserveScroll: true,
      onFinish: () => setDeleting(null),
    });
  };

  const columns: TableColumn<AttributeRow>[] = [
    {
      key: 'name',
      header: t('admin.attributes.col.name'),
      wrap: true,
      cell: (row) => (
        <div className="min-w-40" data-test={`attribute-${row.code}`}>
          <p className="font-semibold">{row.name}</p>
          <p className="text-xs text-text-muted">
            <code>{row.code}</code> · {row.section}
          </p>
        </div>
      ),
    },
    {
      key: 'type',
      header: t('admin.attributes.fields.type'),
      cell: (row) =>
        `${t(`admin.attributes.types.${row.type}`)}${row.type === 'select' ? ` (${row.options_count})` : ''}${row.unit === null || row.unit === '' ? '' : `, ${row.unit}`}`,
    },
    {
      key: 'filterable',
      header: t('admin.attributes.col.filterable'),
      cell: (row) =>
        row.is_filterable ? (
          <Badge tone="success">{t('admin.attributes.filterable_yes')}</Badge>
        ) : (
          <Badge tone="neutral">{t('admin.attributes.filterable_no')}</Badge>
        ),
    },
    {
      key: 'categories',
      header: t('admin.attributes.col.categories'),
      align: 'end',
      cell: (row) => row.categories_count,
    },
    { key: 'products', header: t('admin.attributes.col.products'), align: 'end', cell: (row) => row.products_count },
    { key: 'sort', header: t('admin.catalog.fields.sort'), align: 'end', cell: (row) => row.sort },
    {
      key: 'actions',
      header: t('admin.attributes.col.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.attributes.edit', { attribute: row.id })}
            test={`edit-${row.code}`}
          >
            {t('admin.catalog.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(row)} test={`delete-${row.code}`}>
            {t('admin.catalog.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.attributes.title')}
        intro={t('admin.attributes.intro')}
        actions={
          <Button href={route('admin.attributes.create')} test="new-attribute">
            {t('admin.attributes.new')}
          </Button>
        }
      />
      {errors.attribute !== undefined && (
        <Alert tone="error" test="attribute-refused">
          {errors.attribute}
        </Alert>
      )}
      <SearchForm url={route('admin.attributes.index')} value={search} label={t('admin.attributes.search')} />
      <Table
        caption={t('admin.attributes.table')}
        captionHidden
        columns={columns}
        rows={attributes}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={ListChecks} title={t('admin.attributes.empty')} />}
        test="attributes-table"
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.attributes.delete_title', { name: deleting?.name ?? '' })}
        description={t('admin.attributes.delete_text')}
        size="sm"
        test="delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('admin.catalog.cancel')}
            </Button>
            <Button variant="danger" onClick={destroy} test="delete-confirm">
              {t('admin.catalog.delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}

AttributesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
