import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Table, type TableColumn, type TableSort } from '@/components/ui/table';
import { renderWithPage } from '@/test/render-page';

type Row = { id: number; name: string; price: number };

const rows: Row[] = [
  { id: 1, name: 'Telefon', price: 300 },
  { id: 2, name: 'Aspirator', price: 100 },
  { id: 3, name: 'Laptop', price: 200 },
];

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Denumire', cell: (row) => row.name, sortable: true },
  { key: 'price', header: 'Preț', cell: (row) => String(row.price), sortable: true, align: 'end' },
  { key: 'id', header: 'Cod', cell: (row) => String(row.id) },
];

function Sorted({ initial = null }: { initial?: TableSort | null }) {
  const [sort, setSort] = useState<TableSort | null>(initial);
  const shown =
    sort === null ? rows : [...rows].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * (a.price - b.price));

  return (
    <Table
      caption="Produse"
      columns={columns}
      rows={shown}
      rowKey={(row) => row.id}
      sort={sort}
      onSort={setSort}
      empty="Nimic"
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('names itself by its caption and scrolls in its own focusable box', () => {
    renderWithPage(<Sorted />);

    expect(screen.getByRole('table', { name: 'Produse' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Produse' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('overflow-x-auto');
  });

  it('gives sortable headers a button and aria-sort, and flips the order on each click', async () => {
    renderWithPage(<Sorted />);
    const user = userEvent.setup();
    const price = screen.getByRole('columnheader', { name: 'Preț' });

    expect(price).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Cod' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Cod' })).queryByRole('button')).toBeNull();

    await user.click(within(price).getByRole('button', { name: 'Preț' }));
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Aspirator', 'Laptop', 'Telefon']);

    await user.click(within(price).getByRole('button', { name: 'Preț' }));
    expect(price).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Telefon', 'Laptop', 'Aspirator']);
    expect(screen.getByRole('columnheader', { name: 'Denumire' })).toHaveAttribute('aria-sort', 'none');
  });

  it('starts ascending on a column that was not sorted', async () => {
    renderWithPage(<Sorted initial={{ key: 'price', direction: 'desc' }} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Denumire' }));
    expect(screen.getByRole('columnheader', { name: 'Denumire' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows its empty state across all columns when there are no rows', () => {
    renderWithPage(
      <Table caption="Produse" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Nimic găsit" test="list" />,
    );
    const cell = screen.getByRole('cell', { name: 'Nimic găsit' });

    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('region')).toHaveAttribute('data-test', 'list');
  });
});

describe('Table row actions', () => {
  it('adds a last column of each row’s buttons under its own header', () => {
    renderWithPage(
      <Table
        caption="Produse"
        columns={columns}
        rowActions={{ header: 'Acțiuni', cell: (row) => <button type="button">{`Editează ${row.name}`}</button> }}
        rows={rows}
        rowKey={(row) => row.id}
        empty="Nimic"
      />,
    );

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Denumire', 'Preț', 'Cod', 'Acțiuni']);
    const cells = within(screen.getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(within(cells[3] as HTMLElement).getByRole('button', { name: 'Editează Aspirator' })).toBeInTheDocument();
  });
});
