import { Package } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';
import { route } from '@/lib/route';
import { type ProductRow } from '@/types/admin-products';

type Props = {
  products: ProductRow[];
  canEdit: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
};

/** The products of the list's page, each ticked for the bulk bar (staff who edit the catalogue); scrolls sideways on phones. */
export function ProductTable({ products, canEdit, selected, onSelect }: Props) {
  const t = useT();
  const allTicked = products.length > 0 && products.every((product) => selected.includes(product.id));
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((candidate) => candidate !== id));
  const link = (product: ProductRow) =>
    canEdit
      ? route('admin.products.edit', { product: product.id })
      : route('admin.products.stock.edit', { product: product.id });

  const columns: TableColumn<ProductRow>[] = [
    ...(canEdit
      ? [
          {
            key: 'select',
            header: (
              <Checkbox
                name="select-all"
                label={<span className="sr-only">{t('admin.products.columns.select_all')}</span>}
                value={allTicked}
                onChange={(on) => onSelect(on ? products.map((product) => product.id) : [])}
              />
            ),
            cell: (product: ProductRow) => (
              <Checkbox
                name={`select-${product.id}`}
                label={<span className="sr-only">{t('admin.products.columns.select')}</span>}
                value={selected.includes(product.id)}
                onChange={(on) => toggle(product.id, on)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'image',
      header: <span className="sr-only">{t('admin.products.columns.image')}</span>,
      cell: (product) =>
        product.image === null ? (
          <span className="block size-10 rounded-control bg-surface-muted" aria-hidden="true" />
        ) : (
          <img src={product.image} alt="" className="size-10 rounded-control bg-white object-contain" loading="lazy" />
        ),
    },
    {
      key: 'name',
      header: t('admin.products.columns.name'),
      wrap: true,
      cell: (product) => (
        <span className="block min-w-48">
          <Link
            href={link(product)}
            className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test={`product-${product.sku}`}
          >
            {product.name}
          </Link>
          <span className="block text-xs text-text-muted">
            {product.brand} · {product.category}
          </span>
        </span>
      ),
    },
    { key: 'sku', header: t('admin.products.columns.sku'), cell: (product) => product.sku },
    {
      key: 'price',
      header: t('admin.products.columns.price'),
      align: 'end',
      cell: (product) => <Price amount={product.price} old={product.old_price} size="sm" />,
    },
    {
      key: 'stock',
      header: t('admin.products.columns.stock'),
      align: 'end',
      cell: (product) => (
        <Link
          href={route('admin.products.stock.edit', { product: product.id })}
          className={`rounded-sm hover:underline ${product.stock > 0 ? 'text-text' : 'text-danger'}`}
          data-test={`stock-${product.sku}`}
        >
          {product.stock}
        </Link>
      ),
    },
    {
      key: 'waiting',
      header: t('admin.products.columns.waiting'),
      align: 'end',
      cell: (product) =>
        product.waiting > 0 ? (
          <Badge tone="info" test={`waiting-${product.sku}`}>
            {t('admin.products.waiting', { count: formatNumber(product.waiting) })}
          </Badge>
        ) : null,
    },
    {
      key: 'status',
      header: t('admin.products.columns.status'),
      cell: (product) => (
        <Badge tone={product.is_active ? 'success' : 'neutral'} test={`status-${product.sku}`}>
          {product.is_active ? t('admin.products.active') : t('admin.products.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={products}
      rowKey={(product) => String(product.id)}
      caption={t('admin.products.caption')}
      captionHidden
      test="products-table"
      empty={
        <EmptyState
          icon={Package}
          title={t('admin.products.empty_title')}
          text={t('admin.products.empty_text')}
          test="products-empty"
        />
      }
    />
  );
}
