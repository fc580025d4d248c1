import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CsvUploadForm } from '@/components/admin/catalog-import/csv-upload-form';
import { FormatHelp } from '@/components/admin/catalog-import/format-help';
import { ImportReport } from '@/components/admin/catalog-import/import-report';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CatalogImportPageProps } from '@/types/admin-catalog-import';

/** /admin/import-catalog: prices and stock in bulk by CSV (dry run, then apply) and the export in the same shape. */
export default function CatalogImportPage({ places, mayChangePrices, limits, report }: CatalogImportPageProps) {
  const t = useT();
  const route = useRoute();
  const { errors } = usePage().props;
  const expired = report === null ? (errors as Partial<Record<string, string>>).token : undefined;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.catalog_import.title')}
        intro={mayChangePrices ? t('admin.catalog_import.intro') : t('admin.catalog_import.intro_stock_only')}
      />
      {expired !== undefined && (
        <Alert tone="error" test="catalog-import-expired">
          {expired}
        </Alert>
      )}
      {report !== null && <ImportReport key={report.token + report.rows} report={report} places={places} />}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <div className="space-y-6">
          <CsvUploadForm limits={limits} mayChangePrices={mayChangePrices} />
          <Card header={t('admin.catalog_import.export.title')} test="catalog-import-export">
            <p className="mb-3 text-sm text-text-muted">{t('admin.catalog_import.export.hint')}</p>
            <div className="flex flex-wrap gap-2">
              {/* Plain links: a download is no Inertia visit. */}
              {mayChangePrices && (
                <a
                  href={route('admin.catalog-import.export')}
                  className={buttonClasses({ variant: 'secondary' })}
                  data-test="catalog-export-all"
                >
                  {t('admin.catalog_import.export.all')}
                </a>
              )}
              {mayChangePrices && (
                <a
                  href={`${route('admin.catalog-import.export')}?columns=full`}
                  className={buttonClasses({ variant: 'secondary' })}
                  data-test="catalog-export-full"
                >
                  {t('admin.catalog_import.export.full')}
                </a>
              )}
              <a
                href={`${route('admin.catalog-import.export')}?columns=stock`}
                className={buttonClasses({ variant: 'secondary' })}
                data-test="catalog-export-stock"
              >
                {t('admin.catalog_import.export.stock')}
              </a>
            </div>
          </Card>
        </div>
        <FormatHelp places={places} mayChangePrices={mayChangePrices} />
      </div>
    </div>
  );
}

CatalogImportPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
