import { buttonClasses } from '@/components/ui/button';
import { ordersUrl } from '@/lib/admin-orders';
import { useT } from '@/lib/i18n';
import { type OrderFilters } from '@/types/admin-orders';

/** The filtered orders as CSV with one row per order line and its SKU (docs/reports.md). */
export function ExportLinesLink({ filters }: { filters: OrderFilters }) {
  const t = useT();
  const url = ordersUrl(filters, 'admin.orders.export');

  return (
    <a
      href={`${url}${url.includes('?') ? '&' : '?'}lines=1`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      data-test="orders-export-lines"
      download
    >
      {t('admin.orders.export_lines')}
    </a>
  );
}
