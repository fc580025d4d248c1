import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import {
  type ImportChange,
  type ImportFieldChange,
  type ImportPlace,
  type ImportProblem,
  type ImportReport as Report,
} from '@/types/admin-catalog-import';

/** The dry run: counts, what changes (before → after per field), every bad row with its reason, and "Apply". */
export function ImportReport({ report, places }: { report: Report; places: ImportPlace[] }) {
  const t = useT();
  const route = useRoute();
  const { locale, errors } = usePage().props;
  const refused = (errors as Partial<Record<string, string>>).token;
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const problems = [...report.headerErrors, ...report.errors];
  const clean = problems.length === 0 && report.badRows === 0;
  // Products changed and products added: what "Apply" writes.
  const writes = report.changed + report.created;

  const label = (field: string) => {
    if (field.startsWith('stock:')) {
      const slug = field.slice('stock:'.length);
      return t('admin.catalog_import.field.stock', {
        place: places.find((place) => place.slug === slug)?.name ?? slug,
      });
    }
    if (field.startsWith('name:')) {
      return t('admin.catalog_import.field.name', { language: field.slice('name:'.length) });
    }
    if (field.startsWith('description:')) {
      return t('admin.catalog_import.field.description', { language: field.slice('description:'.length) });
    }
    if (field.startsWith('spec:')) {
      return t('admin.catalog_import.field.spec', { code: field.slice('spec:'.length) });
    }
    if (field === 'brand') {
      return t('admin.catalog_import.field.brand');
    }
    if (field === 'images') {
      return t('admin.catalog_import.field.images');
    }
    if (field === 'category') {
      return t('admin.catalog_import.field.category');
    }
    if (field === 'active') {
      return t('admin.catalog_import.field.active');
    }
    if (field === 'family') {
      return t('admin.catalog_import.field.family');
    }
    return field === 'price' ? t('admin.catalog_import.field.price') : t('admin.catalog_import.field.old_price');
  };
  const value = (change: ImportFieldChange, shown: number | string | null) => {
    if (shown === null) {
      return '—';
    }
    if (change.kind === 'flag') {
      return t(Number(shown) === 1 ? 'admin.catalog_import.value.on' : 'admin.catalog_import.value.off');
    }
    if (change.kind === 'text' || typeof shown === 'string') {
      return String(shown);
    }
    return change.kind === 'money' ? formatPrice(shown, locale) : formatNumber(shown);
  };

  const apply = () => {
    setApplying(true);
    router.post(route('admin.catalog-import.apply'), { token: report.token }, { onFinish: () => setApplying(false) });
  };

  const changeColumns: TableColumn<ImportChange>[] = [
    { key: 'line', header: t('admin.catalog_import.col.line'), cell: (change) => change.line, align: 'end' },
    {
      key: 'sku',
      header: t('admin.catalog_import.col.sku'),
      cell: (change) => (
        <span className="font-mono">
          {change.sku}
          {change.created === true && (
            <span className="ml-2 font-sans text-xs font-semibold text-accent-text" data-test="change-created">
              {t('admin.catalog_import.report.new')}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'change',
      header: t('admin.catalog_import.col.change'),
      wrap: true,
      cell: (change) => (
        <ul className="space-y-0.5">
          {change.fields.map((field) => (
            <li key={field.field}>
              <span className="text-text-muted">{label(field.field)}:</span> {value(field, field.before)} →{' '}
              <strong>{value(field, field.after)}</strong>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const problemColumns: TableColumn<ImportProblem & { key: string }>[] = [
    { key: 'line', header: t('admin.catalog_import.col.line'), cell: (problem) => problem.line, align: 'end' },
    {
      key: 'sku',
      header: t('admin.catalog_import.col.sku'),
      cell: (problem) => <span className="font-mono">{problem.sku}</span>,
    },
    { key: 'reason', header: t('admin.catalog_import.col.reason'), wrap: true, cell: (problem) => problem.message },
  ];

  return (
    <Card header={t('admin.catalog_import.report.title', { file: report.fileName })} test="catalog-import-report">
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {(
            [
              ['rows', report.rows],
              ['changed', report.changed],
              ['created', report.created],
              ['unchanged', report.unchanged],
              ['bad', report.badRows],
            ] as const
          ).map(([key, count]) => (
            <div key={key} className="rounded-control border border-border p-3">
              <dt className="text-xs text-text-muted">{t(`admin.catalog_import.report.${key}`)}</dt>
              <dd className="text-xl font-semibold" data-test={`report-${key}`}>
                {formatNumber(count)}
              </dd>
            </div>
          ))}
        </dl>
        {refused !== undefined && (
          <Alert tone="error" test="catalog-import-refused">
            {refused}
          </Alert>
        )}
        {clean ? (
          <Alert tone={writes > 0 ? 'success' : 'info'} test="catalog-import-ok">
            {writes > 0 ? t('admin.catalog_import.report.ok') : t('admin.catalog_import.report.nothing')}
          </Alert>
        ) : (
          <Alert tone="error" test="catalog-import-has-errors">
            {t('admin.catalog_import.report.has_errors')}
          </Alert>
        )}
        {problems.length > 0 && (
          <section className="space-y-2">
            <h3 className="font-semibold">{t('admin.catalog_import.report.errors_title')}</h3>
            <Table
              columns={problemColumns}
              rows={problems.map((problem, index) => ({ ...problem, key: `${problem.line}-${index}` }))}
              rowKey={(problem) => problem.key}
              caption={t('admin.catalog_import.report.errors_title')}
              captionHidden
              empty={null}
              test="catalog-import-errors"
            />
            {report.errors.length < report.badRows && (
              <p className="text-sm text-text-muted">
                {t('admin.catalog_import.report.errors_more', { shown: report.errors.length, count: report.badRows })}
              </p>
            )}
          </section>
        )}
        {report.changes.length > 0 && (
          <section className="space-y-2">
            <h3 className="font-semibold">{t('admin.catalog_import.report.changes_title')}</h3>
            <Table
              columns={changeColumns}
              rows={report.changes}
              rowKey={(change) => `${change.line}`}
              caption={t('admin.catalog_import.report.changes_title')}
              captionHidden
              empty={null}
              test="catalog-import-changes"
            />
            {report.changes.length < writes && (
              <p className="text-sm text-text-muted">
                {t('admin.catalog_import.report.changes_more', { shown: report.changes.length, count: writes })}
              </p>
            )}
          </section>
        )}
        {clean && writes > 0 && (
          <Button onClick={() => setConfirming(true)} test="catalog-import-apply">
            {t('admin.catalog_import.apply')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.catalog_import.apply_confirm.title')}
        description={t('admin.catalog_import.apply_confirm.text', { count: writes })}
        test="catalog-import-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('admin.catalog_import.cancel')}
            </Button>
            <Button onClick={apply} loading={applying} test="catalog-import-confirm-apply">
              {t('admin.catalog_import.apply')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
