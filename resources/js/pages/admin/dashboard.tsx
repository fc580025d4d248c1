import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InboxCounts } from '@/components/admin/dashboard/inbox-counts';
import { LowStock } from '@/components/admin/dashboard/low-stock';
import { OrdersRevenueChart } from '@/components/admin/dashboard/orders-revenue-chart';
import { OrdersWaiting } from '@/components/admin/dashboard/orders-waiting';
import { PeriodTiles } from '@/components/admin/dashboard/period-tiles';
import { Card } from '@/components/ui/card';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type DashboardProps } from '@/types/dashboard';

/**
 * The back office's home: sales figures and the 30-day chart (owner, manager), orders waiting (owner, manager,
 * warehouse), the inbox's counts (owner, manager) and low stock (everyone); a block the role may not see is null.
 */
export default function DashboardPage({ figures, waiting, lowStock, inbox }: DashboardProps) {
  const t = useT();
  const { auth } = usePage().props;
  const side = waiting !== null || inbox !== null;

  return (
    <>
      <AdminPageHeader
        title={t('admin.dashboard.title')}
        intro={t('admin.dashboard.welcome', { name: auth.user?.name ?? '' })}
      />
      {figures !== null && (
        <>
          <PeriodTiles periods={figures.periods} />
          <Card header={t('admin.dashboard.chart.title')} test="dashboard-chart-card">
            <OrdersRevenueChart series={figures.series} />
          </Card>
        </>
      )}
      <div className={`grid items-start gap-6 ${side ? 'lg:grid-cols-3' : ''}`}>
        {side && (
          <div className="grid gap-6 md:grid-cols-2 lg:order-last lg:grid-cols-1">
            {waiting !== null && <OrdersWaiting waiting={waiting} />}
            {inbox !== null && <InboxCounts inbox={inbox} />}
          </div>
        )}
        <div className={`min-w-0 ${side ? 'lg:col-span-2' : ''}`}>
          <LowStock lowStock={lowStock} />
        </div>
      </div>
    </>
  );
}

DashboardPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
