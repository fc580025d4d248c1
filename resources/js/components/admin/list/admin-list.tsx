import { usePage } from '@inertiajs/react';
import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteButton, type DeleteTarget } from '@/components/admin/forms/confirm-delete-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';

type Props<Row extends { id: number }> = {
  /** The page's heading, the line under it and its button to add one (`test` is its data-test mark). */
  title: ReactNode;
  intro?: ReactNode;
  create?: { href: string; label: string; test: string };
  /** The error key a refused delete comes back under (`brand`): shown above the list, marked `{refusal}-refused`. */
  refusal?: string;
  /** Between the header and the table: a search form, status tabs. */
  toolbar?: ReactNode;
  /** The table's caption, for screen readers (the page's heading says it to everyone else). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  empty: { icon: LucideIcon; title: string; text?: string };
  /** The table's data-test mark. */
  test: string;
  /** Each row's edit link; `test` is its data-test mark. */
  edit?: (row: Row) => { href: string; test: string };
  /** Each row's delete (null: this row cannot go, no button): one ConfirmDeleteButton. */
  remove?: (row: Row) => DeleteTarget | null;
  /** More buttons in a row, between edit and delete. */
  more?: (row: Row) => ReactNode;
  /** Under the table: pagination. */
  footer?: ReactNode;
};

/**
 * The back office's one list page: header with its "new" button, a refused delete's message, the toolbar, the kit's
 * table with edit and delete on each row (delete asks first), and the footer.
 */
export function AdminList<Row extends { id: number }>({
  title,
  intro,
  create,
  refusal,
  toolbar,
  caption,
  columns,
  rows,
  empty,
  test,
  edit,
  remove,
  more,
  footer,
}: Props<Row>) {
  const t = useT();
  const errors = usePage().props.errors as Partial<Record<string, string>>;
  const refused = refusal === undefined ? undefined : errors[refusal];
  const hasActions = edit !== undefined || remove !== undefined || more !== undefined;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={title}
        intro={intro}
        actions={
          create === undefined ? undefined : (
            <Button href={create.href} test={create.test}>
              {create.label}
            </Button>
          )
        }
      />
      {refused !== undefined && (
        <Alert tone="error" test={`${refusal}-refused`}>
          {refused}
        </Alert>
      )}
      {toolbar}
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rowActions={
          hasActions
            ? {
                header: t('admin.list.actions'),
                cell: (row) => <RowActions row={row} edit={edit} remove={remove} more={more} />,
              }
            : undefined
        }
        rows={rows}
        rowKey={(row) => row.id}
        empty={<EmptyState icon={empty.icon} title={empty.title} text={empty.text} />}
        test={test}
      />
      {footer}
    </div>
  );
}

function RowActions<Row extends { id: number }>({
  row,
  edit,
  remove,
  more,
}: Pick<Props<Row>, 'edit' | 'remove' | 'more'> & { row: Row }) {
  const t = useT();
  const target = remove?.(row) ?? null;
  const link = edit?.(row);

  return (
    <>
      {link !== undefined && (
        <Button variant="secondary" size="sm" href={link.href} test={link.test}>
          {t('admin.list.edit')}
        </Button>
      )}
      {more?.(row)}
      {target !== null && <ConfirmDeleteButton {...target} />}
    </>
  );
}
