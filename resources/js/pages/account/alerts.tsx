import { BellOff } from 'lucide-react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { AccountAlertList } from '@/components/stock-alerts/account-alert-list';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type AccountAlertsProps } from '@/types/stock-alerts';

type Props = AccountAlertsProps & { breadcrumbs: Crumb[] };

/** The account's stock and price alerts (`/cont/alerte`): what each waits for, and removing it. */
export default function AccountAlertsPage({ breadcrumbs, alerts, limit, status }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('stock_alerts.account.title')}</h1>
      <p className="mt-2 max-w-2xl text-text-muted">{t('stock_alerts.account.intro', { max: limit })}</p>
      <div className="mt-4 max-w-3xl space-y-4">
        {status !== null && (
          <Alert tone="success" test="account-alerts-status" arrival>
            {status}
          </Alert>
        )}
        {alerts.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title={t('stock_alerts.account.empty_title')}
            text={t('stock_alerts.account.empty_text')}
          />
        ) : (
          <AccountAlertList alerts={alerts} />
        )}
      </div>
    </Container>
  );
}

AccountAlertsPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
