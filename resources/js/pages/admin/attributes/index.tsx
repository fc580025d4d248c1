import { ListChecks } from 'lucide-react';
import { type ReactNode } from 'react';

import { SearchForm } from '@/components/admin/categories/search-form';
import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeRow } from '@/types/admin-catalog';

type Props = { attributes: AttributeRow[]; search: string };

/** /admin/caracteristici: the spec attributes in their order, with what uses each. */
export default function AttributesPage({ attributes, search }: Props) {
  const t = useT();
  const route = useRoute();

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
  ];

  return (
    <AdminList
      title={t('admin.attributes.title')}
      intro={t('admin.attributes.intro')}
      create={{ href: route('admin.attributes.create'), label: t('admin.attributes.new'), test: 'new-attribute' }}
      refusal="attribute"
      toolbar={<SearchForm url={route('admin.attributes.index')} value={search} label={t('admin.attributes.search')} />}
      caption={t('admin.attributes.table')}
      columns={columns}
      rows={attributes}
      empty={{ icon: ListChecks, title: t('admin.attributes.empty') }}
      test="attributes-table"
      edit={(row) => ({ href: route('admin.attributes.edit', { attribute: row.id }), test: `edit-${row.code}` })}
      remove={(row) => ({
        url: route('admin.attributes.destroy', { attribute: row.id }),
        name: row.name,
        test: `delete-${row.code}`,
        title: t('admin.attributes.delete_title', { name: row.name }),
        text: t('admin.attributes.delete_text'),
      })}
    />
  );
}

AttributesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
