import { useForm, usePage } from '@inertiajs/react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CreditRequestDetail, type CreditRequestMove } from '@/types/admin-inbox';

/** The status moves the request allows, one button each, with an optional note; a closed request says so. */
export function CreditStatusForm({ request, moves }: { request: CreditRequestDetail; moves: CreditRequestMove[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const form = useForm({ status: '', note: '' });
  const field = useFormField(form);

  const move = (status: string) => {
    form.transform((data) => ({ ...data, status }));
    form.put(route('admin.credit-requests.status', { creditRequest: request.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  };

  return (
    <Card header={t('admin.credit_requests.moves.title')} test="credit-moves">
      <div className="space-y-3">
        {request.status_note !== null && (
          <p className="text-sm break-words whitespace-pre-line" data-test="credit-note">
            {t('admin.credit_requests.moves.last_note', { note: request.status_note })}
          </p>
        )}
        {request.status_changed_at !== null && (
          <p className="text-xs text-text-muted">
            {t('admin.credit_requests.moves.changed', { date: formatDateTime(request.status_changed_at, locale) })}
          </p>
        )}
        {form.errors.status !== undefined && (
          <Alert tone="error" test="error-status">
            {form.errors.status}
          </Alert>
        )}
        {moves.length === 0 ? (
          <p className="text-sm text-text-muted" data-test="credit-closed">
            {t('admin.credit_requests.moves.none')}
          </p>
        ) : (
          <>
            <Textarea
              {...field('note')}
              label={t('admin.credit_requests.moves.note')}
              hint={t('admin.credit_requests.moves.note_hint')}
              rows={3}
              maxLength={1000}
            />
            <div className="flex flex-wrap gap-2">
              {moves.map((next) => (
                <Button
                  key={next.value}
                  variant={next.value === 'refused' ? 'danger' : 'primary'}
                  loading={form.processing && form.data.status === next.value}
                  disabled={form.processing}
                  onClick={() => {
                    form.setData('status', next.value);
                    move(next.value);
                  }}
                  test={`move-${next.value}`}
                >
                  {t('admin.credit_requests.moves.to', { status: next.label })}
                </Button>
              ))}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
