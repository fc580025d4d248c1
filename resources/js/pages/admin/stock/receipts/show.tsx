import { router, useForm, usePage } from '@inertiajs/react';
import { type FormEvent, type ReactNode, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DocumentLines, baniFrom, leiText } from '@/components/admin/stock/document-lines';
import { DocumentMovements } from '@/components/admin/stock/document-movements';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { route } from '@/lib/route';
import { type DocumentLine, type Receipt, type StockPlaceOption } from '@/types/stock-documents';

type Props = { receipt: Receipt | null; places: StockPlaceOption[] };

type Form = { supplier: string; supplier_document: string; store_id: string; note: string; lines: DocumentLine[] };

/**
 * A goods receipt: a draft is filled in (supplier, place, lines with units and unit cost) and saved, then received
 * once, which puts its units on the place's shelf; a received one is read only, with the movements it made.
 */
export default function AdminReceiptPage({ receipt, places }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const draft = receipt === null || receipt.status === 'draft';
  const form = useForm<Form>({
    supplier: receipt?.supplier ?? '',
    supplier_document: receipt?.supplier_document ?? '',
    store_id: String(receipt?.store_id ?? places[0]?.id ?? ''),
    note: receipt?.note ?? '',
    lines: receipt?.lines ?? [],
  });
  const field = useFormField(form);
  const [costs, setCosts] = useState<Record<number, string>>(() =>
    Object.fromEntries((receipt?.lines ?? []).map((line) => [line.product_id, leiText(line.unit_cost)])),
  );
  const [busy, setBusy] = useState(false);
  const pageErrors: Partial<Record<string, string>> = usePage().props.errors;
  const errors: Partial<Record<string, string>> = { ...pageErrors, ...form.errors };
  const total = form.data.lines.reduce(
    (sum, line) => sum + (baniFrom(costs[line.product_id] ?? '') ?? 0) * line.quantity,
    0,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      ...data,
      lines: data.lines.map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        unit_cost: baniFrom(costs[line.product_id] ?? '') ?? -1,
      })),
    }));
    const options = { preserveScroll: true };
    if (receipt === null) form.post(route('admin.receipts.store'), options);
    else form.put(route('admin.receipts.update', { goodsReceipt: receipt.id }), options);
  };
  const step = (url: string, method: 'post' | 'delete') =>
    router.visit(url, { method, preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) });

  const title = receipt === null ? t('admin.receipts.new') : t('admin.receipts.show_title', { number: receipt.number });
  const status =
    receipt === null ? null : (
      <Badge tone={receipt.status === 'received' ? 'success' : 'neutral'} test="receipt-status">
        {t(`admin.receipts.status.${receipt.status}`)}
      </Badge>
    );

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={title}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            {status} {t('admin.receipts.intro')}
          </span>
        }
        actions={
          <Button href={route('admin.receipts.index')} variant="secondary">
            {t('admin.stock_documents.back')}
          </Button>
        }
      />
      {draft ? (
        <form method="post" onSubmit={submit} noValidate className="space-y-5" data-test="receipt-form">
          <Card>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field('supplier')} label={t('admin.receipts.supplier')} required maxLength={160} />
              <TextField {...field('supplier_document')} label={t('admin.receipts.supplier_document')} maxLength={60} />
              <Select
                {...field('store_id')}
                label={t('admin.receipts.place')}
                options={places.map((place) => ({ value: String(place.id), label: place.name }))}
              />
              <Textarea {...field('note')} label={t('admin.stock_documents.note')} rows={2} maxLength={500} />
            </div>
          </Card>
          <Card>
            <DocumentLines
              lines={form.data.lines}
              onChange={(lines) => form.setData('lines', lines)}
              withCost
              costs={costs}
              onCost={(productId, text) => setCosts((old) => ({ ...old, [productId]: text }))}
              error={errors.lines}
              lineError={(index, key) => errors[`lines.${index}.${key}`] ?? errors[`lines.${index}`]}
            />
            <p className="mt-3 text-right text-sm font-medium" data-test="receipt-total">
              {t('admin.receipts.total', { amount: formatPrice(total, locale) })}
            </p>
          </Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              type="submit"
              variant={receipt === null || form.isDirty ? 'primary' : 'secondary'}
              loading={form.processing}
              test="receipt-save"
            >
              {t('admin.stock_documents.save')}
            </Button>
            {receipt !== null && !form.isDirty && (
              <Button
                onClick={() => step(route('admin.receipts.post', { goodsReceipt: receipt.id }), 'post')}
                loading={busy}
                test="receipt-post"
              >
                {t('admin.receipts.post')}
              </Button>
            )}
            {receipt !== null && (
              <Button
                variant="danger"
                onClick={() => step(route('admin.receipts.destroy', { goodsReceipt: receipt.id }), 'delete')}
                disabled={busy}
                test="receipt-delete"
              >
                {t('admin.stock_documents.delete')}
              </Button>
            )}
          </div>
          {errors.status !== undefined && (
            <p role="alert" className="text-sm text-danger" data-test="error-status">
              {errors.status}
            </p>
          )}
        </form>
      ) : (
        <ReceivedReceipt receipt={receipt} />
      )}
      {receipt !== null && <DocumentMovements movements={receipt.movements} />}
    </div>
  );
}

function ReceivedReceipt({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const { locale } = usePage().props;
  const total = receipt.lines.reduce((sum, line) => sum + line.unit_cost * line.quantity, 0);

  return (
    <Card>
      <dl className="grid gap-3 text-sm sm:grid-cols-2" data-test="receipt-details">
        <div>
          <dt className="text-text-muted">{t('admin.receipts.supplier')}</dt>
          <dd className="font-medium">{[receipt.supplier, receipt.supplier_document].filter(Boolean).join(' · ')}</dd>
        </div>
        <div>
          <dt className="text-text-muted">{t('admin.stock_documents.filter_status')}</dt>
          <dd className="font-medium">
            {receipt.received_at !== null &&
              t('admin.receipts.received_at', { date: formatDateTime(receipt.received_at, locale) })}
            {receipt.received_by !== null && ` · ${receipt.received_by}`}
          </dd>
        </div>
        {receipt.note !== null && (
          <div className="sm:col-span-2">
            <dt className="text-text-muted">{t('admin.stock_documents.note')}</dt>
            <dd>{receipt.note}</dd>
          </div>
        )}
      </dl>
      <ul className="mt-4 divide-y divide-border rounded-control border border-border text-sm">
        {receipt.lines.map((line) => (
          <li key={line.product_id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium">{line.name}</span> <span className="text-text-muted">{line.sku}</span>
            </span>
            <span className="tabular-nums">
              {t('admin.receipts.units', { count: line.quantity })} × {formatPrice(line.unit_cost, locale)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-right text-sm font-medium">
        {t('admin.receipts.total', { amount: formatPrice(total, locale) })}
      </p>
    </Card>
  );
}

AdminReceiptPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
