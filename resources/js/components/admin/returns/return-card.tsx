import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { ReturnReceiveForm } from '@/components/admin/returns/return-receive-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type AdminReturn, type Option } from '@/types/returns';

type Props = { item: AdminReturn; places: Option<number>[]; can: { decide: boolean; receive: boolean } };

/**
 * One return on the admin order page: what was asked for and why, how the goods come back, what came back; a
 * manager's accept or refuse (a refusal asks for the reason the customer reads), the warehouse's receipt.
 */
export function ReturnCard({ item, places, can }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const [refusing, setRefusing] = useState(false);
  const form = useForm({ decision: 'accept', version: item.version, note: '' });
  const errors = form.errors as Record<string, string | undefined>;
  const decide = (decision: 'accept' | 'refuse') => {
    form.transform((data) => ({ ...data, decision }));
    form.put(route('admin.returns.decide', { orderReturn: item.id }), { preserveScroll: true });
  };

  return (
    <article className="rounded-lg border border-border p-3 text-sm" data-test={`admin-return-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{t('returns.ui.number', { id: item.id })}</h3>
        <Badge
          tone={item.status === 'refused' ? 'danger' : item.status === 'refunded' ? 'success' : 'info'}
          test="admin-return-status"
        >
          {item.status_label}
        </Badge>
        <span className="text-text-muted">{formatDateTime(item.created_at, locale)}</span>
      </div>
      <p className="mt-1">
        {item.reason}
        {item.details !== null && <span className="text-text-muted"> — {item.details}</span>}
      </p>
      <p className="mt-1 text-text-muted">
        {item.handover === 'store'
          ? t('returns.ui.at_store', { store: item.store ?? '' })
          : t('returns.ui.by_courier', { address: item.address ?? '' })}
      </p>
      <ul className="mt-2 space-y-1">
        {item.lines.map((line) => (
          <li key={line.id}>
            {line.name} × {line.quantity}
            {line.condition !== null && (
              <span className="text-text-muted">
                {' '}
                ·{' '}
                {t(`returns.admin.received_${line.condition}`, {
                  count: line.received_quantity ?? 0,
                  place: line.place ?? '',
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {item.note !== null && <p className="mt-2">{t('returns.ui.note', { note: item.note })}</p>}
      {errors.status !== undefined && (
        <div className="mt-2">
          <Alert tone="error" test="admin-return-error">
            {errors.status}
          </Alert>
        </div>
      )}
      {item.status === 'requested' && can.decide && (
        <div className="mt-3 space-y-2">
          {refusing && (
            <Textarea
              name="note"
              label={t('returns.admin.refuse_reason')}
              value={form.data.note}
              onChange={(value) => form.setData('note', value)}
              error={errors.note}
              rows={2}
              maxLength={500}
              required
            />
          )}
          <div className="flex flex-wrap gap-2">
            {!refusing && (
              <Button size="sm" loading={form.processing} onClick={() => decide('accept')} test="return-accept">
                {t('returns.admin.accept')}
              </Button>
            )}
            <Button
              size="sm"
              variant={refusing ? 'danger' : 'secondary'}
              loading={form.processing}
              onClick={() => (refusing ? decide('refuse') : setRefusing(true))}
              test="return-refuse"
            >
              {t(refusing ? 'returns.admin.refuse_confirm' : 'returns.admin.refuse')}
            </Button>
          </div>
        </div>
      )}
      {item.status === 'accepted' && can.receive && <ReturnReceiveForm item={item} places={places} />}
    </article>
  );
}
