import { usePage } from '@inertiajs/react';
import { lazy, Suspense, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type CustomerAfterSale } from '@/types/returns';

// The forms' code loads only when the customer opens one: most visits to an order page never do.
const ReturnRequestForm = lazy(() =>
  import('@/components/returns/return-request-form').then((module) => ({ default: module.ReturnRequestForm })),
);
const ClaimRequestForm = lazy(() =>
  import('@/components/returns/claim-request-form').then((module) => ({ default: module.ClaimRequestForm })),
);

const TONES: Record<string, 'info' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  requested: 'info',
  accepted: 'info',
  received: 'info',
  at_service: 'info',
  refunded: 'success',
  repaired: 'success',
  replaced: 'success',
  refused: 'danger',
};

/**
 * The order page's returns and warranty: the customer's returns and claims with their statuses, and while the order
 * allows it a button that opens the return form (within the window) or the warranty claim form (after it).
 */
export function OrderAfterSale({ afterSale }: { afterSale: CustomerAfterSale }) {
  const t = useT();
  const page = usePage();
  const { locale } = page.props;
  const done = (page.flash as { afterSale?: { message: string } } | undefined)?.afterSale;
  const [open, setOpen] = useState<'return' | 'claim' | null>(null);
  if (afterSale === null) return null;
  const { return_form: returnForm, claim_form: claimForm } = afterSale;

  return (
    <section
      className="mt-6 rounded-card border border-border p-4"
      aria-labelledby="order-after-sale"
      data-test="order-after-sale"
    >
      <h2 id="order-after-sale" className="font-semibold">
        {t('returns.ui.title')}
      </h2>
      {done !== undefined && (
        <div className="mt-3">
          <Alert tone="success" test="after-sale-done" arrival>
            {done.message}
          </Alert>
        </div>
      )}
      {afterSale.returns.length > 0 && (
        <ul className="mt-3 space-y-3" data-test="order-returns">
          {afterSale.returns.map((item) => (
            <li key={item.id} className="rounded-lg bg-surface-muted p-3 text-sm" data-test="order-return">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t('returns.ui.number', { id: item.id })}</span>
                <Badge tone={TONES[item.status] ?? 'neutral'}>{item.status_label}</Badge>
                <span className="text-text-muted">{formatDateTime(item.created_at, locale)}</span>
              </div>
              <p className="mt-1">{item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</p>
              <p className="mt-1 text-text-muted">
                {item.reason} ·{' '}
                {item.handover === 'store'
                  ? t('returns.ui.at_store', { store: item.store ?? '' })
                  : t('returns.ui.by_courier', { address: item.address ?? '' })}
              </p>
              {item.note !== null && <p className="mt-1">{t('returns.ui.note', { note: item.note })}</p>}
            </li>
          ))}
        </ul>
      )}
      {afterSale.claims.length > 0 && (
        <ul className="mt-3 space-y-3" data-test="order-claims">
          {afterSale.claims.map((claim) => (
            <li key={claim.id} className="rounded-lg bg-surface-muted p-3 text-sm" data-test="order-claim">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t('claims.ui.number', { id: claim.id })}</span>
                <Badge tone={TONES[claim.status] ?? 'neutral'}>{claim.status_label}</Badge>
                <span className="text-text-muted">{formatDateTime(claim.created_at, locale)}</span>
              </div>
              <p className="mt-1">
                {claim.product}: {claim.description}
              </p>
              {claim.note !== null && <p className="mt-1">{t('claims.ui.note', { note: claim.note })}</p>}
            </li>
          ))}
        </ul>
      )}
      {returnForm !== null && (
        <div className="mt-3">
          <p className="text-sm text-text-muted" data-test="return-window">
            {t('returns.ui.window_hint', { date: formatDateTime(returnForm.until, locale) })}
          </p>
          {open !== 'return' && (
            <Button variant="secondary" className="mt-3" onClick={() => setOpen('return')} test="return-open">
              {t('returns.ui.open')}
            </Button>
          )}
          {open === 'return' && (
            <Suspense fallback={<p className="mt-3 text-sm text-text-muted">{t('returns.ui.loading')}</p>}>
              <ReturnRequestForm form={returnForm} onClose={() => setOpen(null)} />
            </Suspense>
          )}
        </div>
      )}
      {returnForm === null && claimForm === null && afterSale.return_until !== null && (
        <p className="mt-3 text-sm text-text-muted" data-test="return-closed">
          {t('returns.ui.closed', { date: formatDateTime(afterSale.return_until, locale) })}
        </p>
      )}
      {claimForm !== null && (
        <div className="mt-3">
          <p className="text-sm text-text-muted" data-test="claim-window">
            {t('claims.ui.hint', { date: formatDateTime(claimForm.until, locale) })}
          </p>
          {open !== 'claim' && (
            <Button variant="secondary" className="mt-3" onClick={() => setOpen('claim')} test="claim-open">
              {t('claims.ui.open')}
            </Button>
          )}
          {open === 'claim' && (
            <Suspense fallback={<p className="mt-3 text-sm text-text-muted">{t('returns.ui.loading')}</p>}>
              <ClaimRequestForm form={claimForm} onClose={() => setOpen(null)} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
