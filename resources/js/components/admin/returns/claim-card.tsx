import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type AdminClaim } from '@/types/returns';

/**
 * One warranty claim: the product and the defect, and the moves this person may make (to the service centre, then
 * repaired, replaced or refused), with a note for the customer (required for a refusal).
 */
export function ClaimCard({ claim }: { claim: AdminClaim }) {
  const t = useT();
  const { locale } = usePage().props;
  const [note, setNote] = useState('');
  const form = useForm({ status: '', version: claim.version, note: '' });
  const errors = form.errors as Record<string, string | undefined>;
  const move = (status: string) => {
    form.transform(() => ({ status, version: claim.version, note }));
    form.put(route('admin.claims.move', { warrantyClaim: claim.id }), { preserveScroll: true });
  };

  return (
    <article className="rounded-lg border border-border p-3 text-sm" data-test={`admin-claim-${claim.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{t('claims.ui.number', { id: claim.id })}</h3>
        <Badge tone="info" test="admin-claim-status">
          {claim.status_label}
        </Badge>
        <span className="text-text-muted">{formatDateTime(claim.created_at, locale)}</span>
      </div>
      <p className="mt-1">
        {claim.product}: {claim.description}
      </p>
      {claim.note !== null && <p className="mt-1 text-text-muted">{t('claims.ui.note', { note: claim.note })}</p>}
      {(errors.status ?? errors.note) !== undefined && (
        <div className="mt-2">
          <Alert tone="error">{errors.status ?? errors.note}</Alert>
        </div>
      )}
      {claim.moves.length > 0 && (
        <div className="mt-3 space-y-2">
          <Textarea
            name="note"
            label={t('claims.admin.note')}
            value={note}
            onChange={setNote}
            rows={2}
            maxLength={500}
          />
          <div className="flex flex-wrap gap-2">
            {claim.moves.map((next) => (
              <Button
                key={next.status}
                size="sm"
                variant={next.status === 'refused' ? 'danger' : 'secondary'}
                loading={form.processing}
                onClick={() => move(next.status)}
                test={`claim-move-${next.status}`}
              >
                {next.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}
