import { router, useForm, usePage } from '@inertiajs/react';
import { type FormEvent, type ReactNode, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DocumentLines } from '@/components/admin/stock/document-lines';
import { DocumentMovements } from '@/components/admin/stock/document-movements';
import { TransferBadge } from '@/components/admin/stock/transfer-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type DocumentLine, type StockPlaceOption, type Transfer } from '@/types/stock-documents';

type Props = { transfer: Transfer | null; places: StockPlaceOption[] };

type Form = { from_store_id: string; to_store_id: string; note: string; lines: DocumentLine[] };

/**
 * A transfer between places: a draft is filled in and saved, then sent (its units leave the source and are in
 * transit), then received at the destination; a draft or a sent transfer may be cancelled (a sent one's units go
 * back). Each step's button shows only where the transfer is.
 */
export default function AdminTransferPage({ transfer, places }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const draft = transfer === null || transfer.status === 'draft';
  const form = useForm<Form>({
    from_store_id: String(transfer?.from_store_id ?? places[0]?.id ?? ''),
    to_store_id: String(transfer?.to_store_id ?? places[1]?.id ?? ''),
    note: transfer?.note ?? '',
    lines: transfer?.lines ?? [],
  });
  const field = useFormField(form);
  const [busy, setBusy] = useState(false);
  const pageErrors: Partial<Record<string, string>> = usePage().props.errors;
  const errors: Partial<Record<string, string>> = { ...pageErrors, ...form.errors };
  const options = places.map((place) => ({ value: String(place.id), label: place.name }));
  const names = Object.fromEntries(places.map((place) => [place.id, place.name]));
  const units = (transfer?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      ...data,
      lines: data.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
    }));
    if (transfer === null) form.post(route('admin.transfers.store'), { preserveScroll: true });
    else form.put(route('admin.transfers.update', { stockTransfer: transfer.id }), { preserveScroll: true });
  };
  const step = (name: 'admin.transfers.send' | 'admin.transfers.receive' | 'admin.transfers.cancel', id: number) =>
    router.post(
      route(name, { stockTransfer: id }),
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={
          transfer === null ? t('admin.transfers.new') : t('admin.transfers.show_title', { number: transfer.number })
        }
        intro={
          <span className="flex flex-wrap items-center gap-2">
            {transfer !== null && <TransferBadge status={transfer.status} />} {t('admin.transfers.intro')}
          </span>
        }
        actions={
          <Button href={route('admin.transfers.index')} variant="secondary">
            {t('admin.stock_documents.back')}
          </Button>
        }
      />
      {draft ? (
        <form method="post" onSubmit={submit} noValidate className="space-y-5" data-test="transfer-form">
          <Card>
            <div className="grid gap-4 sm:grid-cols-2">
              <Select {...field('from_store_id')} label={t('admin.transfers.from')} options={options} />
              <Select {...field('to_store_id')} label={t('admin.transfers.to')} options={options} />
              <Textarea {...field('note')} label={t('admin.stock_documents.note')} rows={2} maxLength={500} />
            </div>
          </Card>
          <Card>
            <DocumentLines
              lines={form.data.lines}
              onChange={(lines) => form.setData('lines', lines)}
              withCost={false}
              costs={{}}
              onCost={() => undefined}
              error={errors.lines}
              lineError={(index, key) => errors[`lines.${index}.${key}`] ?? errors[`lines.${index}`]}
            />
          </Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              type="submit"
              variant={transfer === null || form.isDirty ? 'primary' : 'secondary'}
              loading={form.processing}
              test="transfer-save"
            >
              {t('admin.stock_documents.save')}
            </Button>
            {transfer !== null && !form.isDirty && (
              <Button onClick={() => step('admin.transfers.send', transfer.id)} loading={busy} test="transfer-send">
                {t('admin.transfers.send')}
              </Button>
            )}
            {transfer !== null && (
              <Button
                variant="danger"
                onClick={() => step('admin.transfers.cancel', transfer.id)}
                disabled={busy}
                test="transfer-cancel"
              >
                {t('admin.transfers.cancel')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <Card>
          <dl className="grid gap-3 text-sm sm:grid-cols-2" data-test="transfer-details">
            <div>
              <dt className="text-text-muted">{t('admin.transfers.from')}</dt>
              <dd className="font-medium">{names[transfer.from_store_id]}</dd>
            </div>
            <div>
              <dt className="text-text-muted">{t('admin.transfers.to')}</dt>
              <dd className="font-medium">{names[transfer.to_store_id]}</dd>
            </div>
            {transfer.sent_at !== null && (
              <div>
                <dt className="text-text-muted">{t('admin.transfers.status.sent')}</dt>
                <dd>
                  {formatDateTime(transfer.sent_at, locale)}
                  {transfer.sent_by !== null && ` · ${transfer.sent_by}`}
                </dd>
              </div>
            )}
            {transfer.received_at !== null && (
              <div>
                <dt className="text-text-muted">{t('admin.transfers.status.received')}</dt>
                <dd>
                  {formatDateTime(transfer.received_at, locale)}
                  {transfer.received_by !== null && ` · ${transfer.received_by}`}
                </dd>
              </div>
            )}
            {transfer.note !== null && (
              <div className="sm:col-span-2">
                <dt className="text-text-muted">{t('admin.stock_documents.note')}</dt>
                <dd>{transfer.note}</dd>
              </div>
            )}
          </dl>
          {transfer.status === 'sent' && (
            <p className="mt-3 text-sm font-medium text-warning" data-test="in-transit">
              {t('admin.transfers.in_transit', { count: units })}
            </p>
          )}
          <ul className="mt-4 divide-y divide-border rounded-control border border-border text-sm">
            {transfer.lines.map((line) => (
              <li key={line.product_id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{line.name}</span> <span className="text-text-muted">{line.sku}</span>
                </span>
                <span className="tabular-nums">{t('admin.receipts.units', { count: line.quantity })}</span>
              </li>
            ))}
          </ul>
          {transfer.status === 'sent' && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => step('admin.transfers.receive', transfer.id)}
                loading={busy}
                test="transfer-receive"
              >
                {t('admin.transfers.receive')}
              </Button>
              <Button
                variant="danger"
                onClick={() => step('admin.transfers.cancel', transfer.id)}
                disabled={busy}
                test="transfer-cancel"
              >
                {t('admin.transfers.cancel')}
              </Button>
            </div>
          )}
        </Card>
      )}
      {errors.status !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-status">
          {errors.status}
        </p>
      )}
      {transfer !== null && <DocumentMovements movements={transfer.movements} />}
    </div>
  );
}

AdminTransferPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
