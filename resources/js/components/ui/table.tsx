import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export type SortDirection = 'asc' | 'desc';
export type TableSort = { key: string; direction: SortDirection };

export type TableColumn<Row> = {
  /** A stable kebab-case key: the sort key and the header's `sort-{key}` mark. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Lets long text wrap (a name, a comment); other cells keep to one line and the box scrolls instead. */
  wrap?: boolean;
};

/** The buttons at the end of each row (edit, delete…), under their own header. */
export type TableRowActions<Row> = { header: ReactNode; cell: (row: Row) => ReactNode };

type Props<Row> = {
  columns: readonly TableColumn<Row>[];
  /** A last column of buttons for each row, laid out in a row with a small gap. */
  rowActions?: TableRowActions<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table (drawn above it; `captionHidden` keeps it for screen readers only). */
  caption: string;
  captionHidden?: boolean;
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is clicked: ascending first, then it flips. */
  onSort?: (sort: TableSort) => void;
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty: ReactNode;
  /** The `data-test` mark. */
  test?: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A data table: sortable headers (aria-sort, one button each), an empty state, its own sideways scroll on phones, and
 * optionally a column of row actions.
 */
export function Table<Row>({
  columns: dataColumns,
  rowActions,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort = null,
  onSort,
  empty,
  test,
}: Props<Row>) {
  const captionId = useId();
  const columns: readonly TableColumn<Row>[] =
    rowActions === undefined
      ? dataColumns
      : [
          ...dataColumns,
          {
            key: 'actions',
            header: rowActions.header,
            cell: (row) => <div className="flex gap-2">{rowActions.cell(row)}</div>,
          },
        ];
  const align = (column: TableColumn<Row>) => (column.align === 'end' ? 'text-right' : 'text-left');

  return (
    // The box scrolls, not the page; focusable so keyboard users can scroll it too. `relative` keeps absolutely placed
    // content (screen-reader-only text in a cell) inside the box instead of widening the page.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-test={test}
      className="relative max-w-full overflow-x-auto rounded-card border border-border focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm text-text">
        <caption id={captionId} className={captionHidden ? 'sr-only' : 'px-4 py-3 text-left font-semibold'}>
          {caption}
        </caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => {
              const sorted = sort !== null && sort.key === column.key ? sort.direction : null;

              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable === true ? (sorted === null ? 'none' : ariaSort[sorted]) : undefined}
                  className={`border-b border-border px-4 py-2.5 font-semibold whitespace-nowrap ${align(column)}`}
                >
                  {column.sortable === true && onSort !== undefined ? (
                    <button
                      type="button"
                      onClick={() => onSort({ key: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                      data-test={`sort-${column.key}`}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                    >
                      {column.header}
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-border last:border-b-0 hover:bg-surface-muted/60">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-4 py-3 align-top ${align(column)} ${column.wrap === true ? 'min-w-48' : 'whitespace-nowrap'}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === null ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;

  return <Icon className={`size-3.5 ${direction === null ? 'opacity-50' : ''}`} aria-hidden="true" />;
}
