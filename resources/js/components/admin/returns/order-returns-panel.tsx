import { usePage } from '@inertiajs/react';

import { ClaimCard } from '@/components/admin/returns/claim-card';
import { ClaimNewForm } from '@/components/admin/returns/claim-new-form';
import { RefundForm } from '@/components/admin/returns/refund-form';
import { ReturnCard } from '@/components/admin/returns/return-card';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type AdminAfterSale } from '@/types/returns';

/**
 * The admin order page's returns, refunds and warranty claims: each return with its decision and receipt, the one
 * refund form with the refunds made, and the claims with their moves (docs/returns.md).
 */
export function OrderReturnsPanel({ number, afterSale }: { number: string; afterSale: AdminAfterSale }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Card header={t('returns.admin.panel')} test="order-returns-panel">
      <div className="space-y-5">
        <p className="text-sm text-text-muted" data-test="return-window-admin">
          {afterSale.return_until === null
            ? t('returns.admin.not_delivered')
            : t('returns.admin.window', {
                delivered: formatDateTime(afterSale.delivered_at ?? '', locale),
                until: formatDateTime(afterSale.return_until, locale),
              })}
        </p>
        {afterSale.returns.length > 0 && (
          <div className="space-y-3">
            {afterSale.returns.map((item) => (
              <ReturnCard
                key={`${item.id}-${item.version}`}
                item={item}
                places={afterSale.places}
                can={afterSale.can}
              />
            ))}
          </div>
        )}
        {afterSale.can.decide && (
          <section className="space-y-3 border-t border-border pt-4" aria-labelledby="refunds-title">
            <h3 id="refunds-title" className="font-semibold">
              {t('refunds.admin.title')}
            </h3>
            <RefundForm
              // A fresh form (and idempotency key) after each refund, and once a return's goods arrive (it is then offered).
              key={`${afterSale.refunds.length}-${afterSale.returns.map((item) => item.status).join()}`}
              number={number}
              afterSale={afterSale}
            />
            {afterSale.refunds.length > 0 && (
              <ul className="space-y-1 text-sm" data-test="refunds-made">
                {afterSale.refunds.map((refund) => (
                  <li key={refund.id}>
                    {formatPrice(refund.amount, locale)} · {refund.method_label}
                    {refund.store !== null && ` · ${refund.store}`}
                    {refund.iban !== null && ` · ${refund.iban}`} · {formatDateTime(refund.created_at, locale)}
                    {refund.by !== null && ` · ${refund.by}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {(afterSale.claims.length > 0 || (afterSale.can.decide && afterSale.delivered_at !== null)) && (
          <section className="space-y-3 border-t border-border pt-4" aria-labelledby="claims-title">
            <h3 id="claims-title" className="font-semibold">
              {t('claims.admin.title')}
            </h3>
            {afterSale.claims.map((claim) => (
              <ClaimCard key={`${claim.id}-${claim.version}`} claim={claim} />
            ))}
            {afterSale.can.decide && afterSale.delivered_at !== null && (
              <ClaimNewForm number={number} lines={afterSale.lines} />
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
