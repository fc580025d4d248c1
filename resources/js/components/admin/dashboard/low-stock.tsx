import { PackageCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';
import { type LowStock as LowStockProps, type LowStockProduct } from '@/types/dashboard';

/**
 * Products with little or no stock left, each with the reorder level it is measured against (its own or the default):
 * the most popular first, and how many there are in all.
 */
export function LowStock({ lowStock }: { lowStock: LowStockProps }) {
  const t = useT();
  const { threshold, total, products } = lowStock;
  const columns: TableColumn<LowStockProduct>[] = [
    {
      key: 'name',
      header: t('admin.dashboard.low_stock.product'),
      wrap: true,
      cell: (product) => (
        <>
          <a
            href={product.url}
            className="font-medium text-accent-text hover:underline"
            data-test={`low-stock-${product.id}`}
          >
            {product.name}
          </a>
          <span className="block text-xs text-text-muted">
            {t('admin.dashboard.low_stock.sku')}: {product.sku}
          </span>
          {product.waiting > 0 && (
            <span className="mt-1 block" data-test={`low-stock-waiting-${product.id}`}>
              <Badge tone="info">
                {t('admin.dashboard.low_stock.waiting', { count: formatNumber(product.waiting) })}
              </Badge>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'stock',
      header: t('admin.dashboard.low_stock.stock'),
      align: 'end',
      cell: (product) => (
        <>
          {product.stock === 0 ? (
            <Badge tone="danger">{t('admin.dashboard.low_stock.sold_out')}</Badge>
          ) : (
            <Badge tone="warning">{t('admin.dashboard.low_stock.units', { count: product.stock })}</Badge>
          )}
          {/* Why it is listed: a product's own level may be well above the default the summary names. */}
          <span className="mt-1 block text-xs text-text-muted" data-test={`low-stock-level-${product.id}`}>
            {t('admin.dashboard.low_stock.level', { level: formatNumber(product.level) })}
          </span>
        </>
      ),
    },
  ];

  return (
    <Card header={t('admin.dashboard.low_stock.title')} test="dashboard-low-stock">
      <p className="mb-3 text-sm text-text-muted" data-test="low-stock-total">
        {t('admin.dashboard.low_stock.summary', { threshold, total })}
      </p>
      <Table
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        caption={t('admin.dashboard.low_stock.title')}
        captionHidden
        empty={
          <EmptyState
            icon={PackageCheck}
            title={t('admin.dashboard.low_stock.empty_title')}
            text={t('admin.dashboard.low_stock.empty_text', { threshold })}
          />
        }
        test="low-stock-table"
      />
      {total > products.length && (
        <p className="mt-2 text-xs text-text-muted">
          {t('admin.dashboard.low_stock.more', { shown: products.length, total })}
        </p>
      )}
    </Card>
  );
}
