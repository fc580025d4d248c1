import { router } from '@inertiajs/react';
import { FolderTree } from 'lucide-react';
import { type ReactNode } from 'react';

import { MoveButtons } from '@/components/admin/forms/move-buttons';
import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CategoryRow } from '@/types/admin-catalog';

type Props = { categories: CategoryRow[] };

const INDENT = ['', 'pl-6', 'pl-12'] as const;

/** /admin/categorii: the three-level tree in the shop's order, each level indented; order, edit, add a child, delete. */
export default function CategoriesPage({ categories }: Props) {
  const t = useT();
  const route = useRoute();

  const reorder = (row: CategoryRow, step: -1 | 1) =>
    router.post(
      route('admin.categories.reorder', { category: row.id }),
      { direction: step === -1 ? 'up' : 'down' },
      { preserveScroll: true },
    );

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
          <MoveButtons
            first={row.first}
            last={row.last}
            onMove={(step) => reorder(row, step)}
            labels={{
              up: t('admin.categories.move_up', { name: row.name }),
              down: t('admin.categories.move_down', { name: row.name }),
            }}
            tests={{ up: `up-${row.slug}`, down: `down-${row.slug}` }}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminList
      title={t('admin.categories.title')}
      intro={t('admin.categories.intro')}
      create={{ href: route('admin.categories.create'), label: t('admin.categories.new'), test: 'new-category' }}
      refusal="category"
      caption={t('admin.categories.table')}
      columns={columns}
      rows={categories}
      empty={{ icon: FolderTree, title: t('admin.categories.empty') }}
      test="categories-table"
      edit={(row) => ({ href: route('admin.categories.edit', { category: row.id }), test: `edit-${row.slug}` })}
      more={(row) =>
        row.depth < 2 && (
          <Button
            variant="ghost"
            size="sm"
            href={`${route('admin.categories.create')}?parent=${row.id}`}
            test={`add-child-${row.slug}`}
          >
            {t('admin.categories.add_child')}
          </Button>
        )
      }
      // Only an empty category can go (the server refuses the others too): no delete button on every row.
      remove={(row) =>
        row.products_count > 0 || row.children_count > 0
          ? null
          : {
              url: route('admin.categories.destroy', { category: row.id }),
              name: row.name,
              test: `delete-${row.slug}`,
              title: t('admin.categories.delete_title', { name: row.name }),
              text: t('admin.categories.delete_text'),
            }
      }
    />
  );
}

CategoriesPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
