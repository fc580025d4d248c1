import { router } from '@inertiajs/react';
import { ArrowDown, ArrowUp, FolderTree } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CategoryRow } from '@/types/admin-catalog';

const INDENT = ['', 'pl-6', 'pl-12'] as const;

/** The category tree as one table, each level indented: order buttons, edit, a child under it, delete. */
export function CategoryTreeTable({ categories }: { categories: CategoryRow[] }) {
  const t = useT();
  const route = useRoute();
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const [busy, setBusy] = useState(false);

  const reorder = (row: CategoryRow, direction: 'up' | 'down') =>
    router.post(route('admin.categories.reorder', { category: row.id }), { direction }, { preserveScroll: true });
  const destroy = () => {
    if (deleting === null) return;
    router.delete(route('admin.categories.destroy', { category: deleting.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        setDeleting(null);
      },
    });
  };

  const columns: TableColumn<CategoryRow>[] = [
    {
      key: 'name',
      header: t('admin.categories.col.name'),
      wrap: true,
      cell: (row) => (
        <div
          className={`flex min-w-48 items-center gap-3 ${INDENT[row.depth] ?? ''}`}
          data-test={`category-${row.slug}`}
        >
          {row.image_url !== null ? (
            <img src={row.image_url} alt="" className="size-9 shrink-0 rounded object-cover" loading="lazy" />
          ) : (
            <span className="size-9 shrink-0 rounded bg-surface-muted" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <a href={row.url} className="font-semibold break-words hover:underline" target="_blank" rel="noreferrer">
              {row.name}
            </a>
            <p className="text-xs text-text-muted">
              {row.slug} · {t(`admin.categories.level.${row.depth === 0 ? 'top' : row.depth === 1 ? 'sub' : 'leaf'}`)}
            </p>
          </div>
          {row.label !== null && (
            <span
              className="shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold"
              style={{ color: row.label.font_color, backgroundColor: row.label.bg_color }}
            >
              {row.label.name}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'products',
      header: t('admin.categories.col.products'),
      align: 'end',
      cell: (row) => <Badge tone={row.products_count > 0 ? 'info' : 'neutral'}>{row.products_count}</Badge>,
    },
    {
      key: 'order',
      header: t('admin.categories.col.order'),
      cell: (row) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={row.first}
            onClick={() => reorder(row, 'up')}
            aria-label={t('admin.categories.move_up', { name: row.name })}
            test={`up-${row.slug}`}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={row.last}
            onClick={() => reorder(row, 'down')}
            aria-label={t('admin.categories.move_down', { name: row.name })}
            test={`down-${row.slug}`}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('admin.categories.col.actions'),
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            href={route('admin.categories.edit', { category: row.id })}
            test={`edit-${row.slug}`}
          >
            {t('admin.catalog.edit')}
          </Button>
          {row.depth < 2 && (
            <Button
              variant="ghost"
              size="sm"
              href={`${route('admin.categories.create')}?parent=${row.id}`}
              test={`add-child-${row.slug}`}
            >
              {t('admin.categories.add_child')}
            </Button>
          )}
          {/* Only an empty category can go (the server refuses the others too): no red button on every row. */}
          {row.products_count === 0 && row.children_count === 0 && (
            <Button variant="ghost" size="sm" onClick={() => setDeleting(row)} test={`delete-${row.slug}`}>
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
        caption={t('admin.categories.table')}
        captionHidden
        columns={columns}
        rows={categories}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={FolderTree} title={t('admin.categories.empty')} />}
        test="categories-table"
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.categories.delete_title', { name: deleting?.name ?? '' })}
        description={t('admin.categories.delete_text')}
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
