import { router, usePage } from '@inertiajs/react';
import { BellRing, TrendingDown } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type AccountAlert } from '@/types/stock-alerts';

/** The account's alerts, one row each: the product, what it waits for, since when or when it was sent, and remove. */
export function AccountAlertList({ alerts }: { alerts: AccountAlert[] }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = (alert: AccountAlert) => {
    setRemoving(alert.id);
    router.delete(route('account.alerts.destroy', { alert: alert.id }), {
      preserveScroll: true,
      onFinish: () => setRemoving(null),
    });
  };

  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface-raised" data-test="account-alerts">
      {alerts.map((alert) => {
        const Icon = alert.kind === 'stock' ? BellRing : TrendingDown;

        return (
          <li
            key={alert.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
            data-test={`account-alert-${alert.product.id}-${alert.kind}`}
          >
            <Icon className="hidden size-6 shrink-0 text-accent-text sm:block" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <a
                href={alert.product.url}
                className="font-medium break-words text-text hover:text-accent-text hover:underline"
              >
                {alert.product.name}
              </a>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-text-muted">
                <span className="font-medium text-text">{t(`stock_alerts.account.kind_${alert.kind}`)}</span>
                {alert.kind === 'price' && alert.price_baseline !== null && (
                  <span>
                    {t('stock_alerts.account.price_from', { price: formatPrice(alert.price_baseline, locale) })}
                  </span>
                )}
                <Badge tone={alert.product.in_stock ? 'success' : 'neutral'}>
                  {t(alert.product.in_stock ? 'stock_alerts.account.in_stock' : 'stock_alerts.account.out_of_stock')}
                </Badge>
              </p>
              <p className="mt-1 text-xs text-text-muted">
                {alert.sent_at !== null
                  ? t('stock_alerts.account.sent', { date: formatDate(alert.sent_at, locale) })
                  : t('stock_alerts.account.since', { date: formatDate(alert.created_at, locale) })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => remove(alert)}
              loading={removing === alert.id}
              disabled={removing !== null}
              test="account-alert-remove"
            >
              {t('stock_alerts.account.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
