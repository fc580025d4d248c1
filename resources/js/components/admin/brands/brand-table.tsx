import { router } from '@inertiajs/react';
import { Tags } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BrandRow } from '@/types/admin-catalog';

/** The brands with their logos and product counts; edit, delete (after a confirmation). */
export function BrandTable({ brands }: { brands: BrandRow[] }) {
  const t = useT();
  const route = useRoute();
  const [deleting, setDeleting] = useState<BrandRow | null>(null);
  const [busy, setBusy] = useState(false);

  const destroy = () => {
    if (deleting === null) return;
    router.delete(route('admin.brands.destroy', { brand: deleting.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        setDeleting(null);
      },
    });
  };

  const columns: TableColumn<BrandRow>[] = [
    {
      key: 'name',
      header: t('admin.brands.fields.name'),
      wrap: true,
      cell: (brand) => (
        <div className="flex min-w-40 items-center gap-3" data-test={`brand-${brand.slug}`}>
          {brand.logo_url !== null ? (
            <img src={brand.logo_url} alt="" className="h-8 w-16 shrink-0 object-contain" loading="lazy" />
          ) : (
            <span className="h-8 w-16 shrink-0 rounded bg-surface-muted" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <a href={brand.url} className="font-semibold break-words hover:underline" target="_blank" rel="noreferrer">
              {brand.name}
            </a>
            <p className="text-xs text-text-muted">{brand.slug}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'products',
      header: t('admin.brands.col.products'),
      align: 'end',
      cell: (brand) => <Badge tone={brand.products_count > 0 ? 'info' : 'neutral'}>{brand.products_count}</Badge>,
    },
    {
      key: 'actions',
      header: t('admin.brands.col.actions'),
      cell: (brand) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.brands.edit', { brand: brand.id })}
            test={`edit-${brand.slug}`}
          >
            {t('admin.catalog.edit')}
          </Button>
          {brand.products_count === 0 && (
            <Button variant="ghost" size="sm" onClick={() => setDeleting(brand)} test={`delete-${brand.slug}`}>
              {t('admin.catalog.delete')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <Table
        caption={t('admin.brands.table')}
        captionHidden
        columns={columns}
        rows={brands}
        rowKey={(brand) => brand.id}
        empty={<EmptyState icon={Tags} title={t('admin.brands.empty')} />}
        test="brands-table"
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.brands.delete_title', { name: deleting?.name ?? '' })}
        description={t('admin.brands.delete_text')}
        size="sm"
        test="delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('admin.catalog.cancel')}
            </Button>
            <Button variant="danger" onClick={destroy} loading={busy} test="delete-confirm">
              {t('admin.catalog.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
