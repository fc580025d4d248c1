import { Tags } from 'lucide-react';
import { type ReactNode } from 'react';

import { SearchForm } from '@/components/admin/categories/search-form';
import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BrandRow, type Pagination as PageInfo } from '@/types/admin-catalog';

type Props = { brands: BrandRow[]; pagination: PageInfo; search: string };

/** /admin/branduri: the brands A–Z with their logos and product counts, searched by name; an unused one can go. */
export default function BrandsPage({ brands, pagination, search }: Props) {
  const t = useT();
  const route = useRoute();

  const columns: TableColumn<BrandRow>[] = [
    {
      key: 'name',
      header: t('admin.brands.fields.name'),
      wrap: true,
      cell: (brand) => (
        <div className="flex min-w-40 items-center gap-3" data-test={`brand-${brand.slug}`}>
          {brand.logo_url !== null ? (
            <img src={brand.logo_url} alt="" className="h-8 w-16 shrink-0 object-contain" loading="lazy" />
          ) : (
            <span className="h-8 w-16 shrink-0 rounded bg-surface-muted" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <a href={brand.url} className="font-semibold break-words hover:underline" target="_blank" rel="noreferrer">
              {brand.name}
            </a>
            <p className="text-xs text-text-muted">{brand.slug}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'products',
      header: t('admin.brands.col.products'),
      align: 'end',
      cell: (brand) => <Badge tone={brand.products_count > 0 ? 'info' : 'neutral'}>{brand.products_count}</Badge>,
    },
  ];

  return (
    <AdminList
      title={t('admin.brands.title')}
      intro={t('admin.brands.intro', { count: pagination.total })}
      create={{ href: route('admin.brands.create'), label: t('admin.brands.new'), test: 'new-brand' }}
      refusal="brand"
      toolbar={<SearchForm url={route('admin.brands.index')} value={search} label={t('admin.brands.search')} />}
      caption={t('admin.brands.table')}
      columns={columns}
      rows={brands}
      empty={{ icon: Tags, title: t('admin.brands.empty') }}
      test="brands-table"
      edit={(brand) => ({ href: route('admin.brands.edit', { brand: brand.id }), test: `edit-${brand.slug}` })}
      remove={(brand) =>
        brand.products_count > 0
          ? null
          : {
              url: route('admin.brands.destroy', { brand: brand.id }),
              name: brand.name,
              test: `delete-${brand.slug}`,
              title: t('admin.brands.delete_title', { name: brand.name }),
              text: t('admin.brands.delete_text'),
            }
      }
      footer={
        <Pagination
          page={pagination.current}
          pages={pagination.last}
          links={{ prev: pagination.previous, next: pagination.next }}
        />
      }
    />
  );
}

BrandsPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
