import { PhoneCall } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CallCard } from '@/components/admin/calls/call-card';
import { EmptyState } from '@/components/ui/empty-state';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type OpenCall, type DeliveryZoneOption, type StoreOption } from '@/types/admin-orders';

type Props = {
  calls: OpenCall[];
  stores: StoreOption[];
  zones: DeliveryZoneOption[];
  intervals: string[];
  max_quantity: number;
  can_handle: boolean;
};

/** The one-click orders waiting for a call, oldest first. */
export default function AdminCallsIndexPage({ calls, stores, zones, intervals, max_quantity, can_handle }: Props) {
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.calls.title')} intro={t('admin.calls.intro')} />
      {calls.length === 0 ? (
        <EmptyState
          icon={PhoneCall}
          title={t('admin.calls.empty_title')}
          text={t('admin.calls.empty_text')}
          test="calls-empty"
        />
      ) : (
        <div className="space-y-3" data-test="calls-list">
          {calls.map((call) => (
            <CallCard
              key={`${call.number}-${call.version}`}
              call={call}
              stores={stores}
              zones={zones}
              intervals={intervals}
              maxQuantity={max_quantity}
              canHandle={can_handle}
            />
          ))}
        </div>
      )}
    </div>
  );
}

AdminCallsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
