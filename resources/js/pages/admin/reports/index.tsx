import { usePage } from '@inertiajs/react';
import { Download } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { ReportFilters } from '@/components/admin/reports/report-filters';
import { SalesReport } from '@/components/admin/reports/sales-report';
import { SlowMovers } from '@/components/admin/reports/slow-movers';
import { StockValuation } from '@/components/admin/reports/stock-valuation';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ReportsPageProps } from '@/types/reports';

/** Reports (owner, manager): one at a time, its period in the address, each downloadable as CSV. */
export default function AdminReportsPage({ filters, options, sales, stock, slow }: ReportsPageProps) {
  const t = useT();
  const { locale } = usePage().props;
  const periodOf = (report: string): Record<string, string> => {
    if (report === 'stock' || report === 'slow') return {};
    return filters.preset !== null ? { preset: filters.preset } : { from: filters.from, to: filters.to };
  };
  const csvParams: Record<string, string> = { report: filters.report, ...periodOf(filters.report) };
  if (filters.report === 'slow') csvParams.days = String(filters.slowDays);
  const csv = route('admin.reports.export', csvParams);

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.reports.title')}
        intro={t('admin.reports.intro')}
        actions={
          <a
            href={csv}
            download
            className="inline-flex h-control-sm items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-muted"
            data-test="report-csv"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('admin.reports.download')}
          </a>
        }
      />
      <LinkTabs
        label={t('admin.reports.tabs.label')}
        current={filters.report}
        wrap
        tabs={options.reports.map((key) => ({
          key,
          label: t(`admin.reports.tabs.${key}`),
          href: route('admin.reports.index', { report: key, ...periodOf(key) }),
        }))}
      />
      {sales !== null && <ReportFilters key={`${filters.from}-${filters.to}`} filters={filters} options={options} />}
      {sales !== null && <SalesReport sales={sales} locale={locale} />}
      {stock !== null && <StockValuation stock={stock} locale={locale} />}
      {slow !== null && <SlowMovers slow={slow} options={options.slowDays} locale={locale} />}
    </div>
  );
}

AdminReportsPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
