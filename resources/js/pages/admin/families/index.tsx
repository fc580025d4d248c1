import { usePage } from '@inertiajs/react';
import { Boxes } from 'lucide-react';
import { type ReactNode } from 'react';

import { FamilyFiltersForm } from '@/components/admin/families/family-filters-form';
import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type FamilyFilters, type FamilyRow } from '@/types/admin-families';
import { type Choice } from '@/types/admin-products';

type Props = {
  families: FamilyRow[];
  pagination: { current: number; last: number; total: number; next: string | null; previous: string | null };
  filters: FamilyFilters;
  categories: Choice[];
  brands: Choice[];
};

/**
 * /admin/familii: the families A–Z with their variants' count, price range and stock, searched and filtered; the name
 * opens the family's form (as the product list's does), and a family can be deleted (its variants stay products).
 */
export default function FamiliesPage({ families, pagination, filters, categories, brands }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;

  const prices = (family: FamilyRow) => {
    if (family.price_min === null || family.price_max === null) return '—';
    if (family.price_min === family.price_max) return formatPrice(family.price_min, locale);

    return (
      <>
        <span className="block">{formatPrice(family.price_min, locale)} –</span>
        <span className="block">{formatPrice(family.price_max, locale)}</span>
      </>
    );
  };

  const columns: TableColumn<FamilyRow>[] = [
    {
      key: 'name',
      header: t('admin.families.col.name'),
      wrap: true,
      cell: (family) => (
        <span className="block min-w-36">
          <Link
            href={route('admin.families.edit', { family: family.id })}
            className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test={`family-${family.slug}`}
          >
            {family.name}
          </Link>
          <span className="block text-xs text-text-muted">{family.slug}</span>
        </span>
      ),
    },
    { key: 'brand', header: t('admin.families.col.brand'), cell: (family) => family.brand },
    { key: 'category', header: t('admin.families.col.category'), cell: (family) => family.category },
    {
      key: 'variants',
      header: t('admin.families.col.variants'),
      align: 'end',
      cell: (family) => (
        <span className="inline-flex flex-col items-end gap-0.5" data-test={`family-variants-${family.slug}`}>
          <Badge tone={family.variants > 0 ? 'info' : 'neutral'}>{formatNumber(family.variants)}</Badge>
          <span className="text-xs text-text-muted">
            {t('admin.families.variants_active', { count: family.active })}
          </span>
        </span>
      ),
    },
    {
      key: 'prices',
      header: t('admin.families.col.prices'),
      align: 'end',
      cell: (family) => <span data-test={`family-prices-${family.slug}`}>{prices(family)}</span>,
    },
    {
      key: 'stock',
      header: t('admin.families.col.stock'),
      align: 'end',
      cell: (family) => (
        <span className={family.stock > 0 ? 'text-text' : 'text-danger'} data-test={`family-stock-${family.slug}`}>
          {formatNumber(family.stock)}
        </span>
      ),
    },
  ];

  return (
    <AdminList
      title={t('admin.families.title')}
      intro={t('admin.families.intro')}
      create={{ href: route('admin.families.create'), label: t('admin.families.new'), test: 'new-family' }}
      toolbar={
        <div className="space-y-3">
          <FamilyFiltersForm filters={filters} categories={categories} brands={brands} />
          <p className="text-sm text-text-muted" data-test="families-found">
            {t('admin.families.found', { count: pagination.total })}
          </p>
        </div>
      }
      caption={t('admin.families.table')}
      columns={columns}
      rows={families}
      empty={{ icon: Boxes, title: t('admin.families.empty'), text: t('admin.families.empty_text') }}
      test="families-table"
      remove={(family) => ({
        url: route('admin.families.destroy', { family: family.id }),
        name: family.name,
        test: `delete-${family.slug}`,
        title: t('admin.families.delete_title', { name: family.name }),
        text: t('admin.families.delete_text'),
      })}
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

FamiliesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
