import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tags } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';

import { AdminList } from '@/components/admin/list/admin-list';
import { renderWithPage } from '@/test/render-page';

type Row = { id: number; name: string; used: number };

const rows: Row[] = [
  { id: 1, name: 'Zorblax', used: 0 },
  { id: 2, name: 'Quimby', used: 3 },
];

function List({ items = rows }: { items?: Row[] }) {
  return (
    <AdminList
      title="Branduri"
      intro="Două"
      create={{ href: '/admin/branduri/nou', label: 'Brand nou', test: 'new-brand' }}
      refusal="brand"
      toolbar={<p>Căutare</p>}
      caption="Lista brandurilor"
      columns={[{ key: 'name', header: 'Denumire', cell: (row) => row.name }]}
      rows={items}
      empty={{ icon: Tags, title: 'Niciun brand' }}
      test="brands-table"
      edit={(row) => ({ href: `/admin/branduri/${row.id}/editare`, test: `edit-${row.id}` })}
      remove={(row) =>
        row.used > 0 ? null : { url: `/admin/branduri/${row.id}`, name: row.name, test: `delete-${row.id}` }
      }
      footer={<p>Paginile</p>}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminList', () => {
  it('shows the heading, the way to add one, the toolbar, each row with its edit link, and the footer', () => {
    renderWithPage(<List />, { shared: { translations: ro } });

    expect(screen.getByRole('heading', { level: 1, name: 'Branduri' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brand nou' })).toHaveAttribute('href', '/admin/branduri/nou');
    expect(screen.getByText('Căutare')).toBeInTheDocument();
    expect(screen.getByText('Paginile')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Lista brandurilor' });
    expect(within(table).getByRole('columnheader', { name: ro['admin.list.actions'] })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('link', { name: ro['admin.list.edit'] })).toHaveAttribute(
      'href',
      '/admin/branduri/1/editare',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: ro['admin.list.edit'] })).toHaveAttribute(
      'href',
      '/admin/branduri/2/editare',
    );
  });

  it('offers delete only on the rows that can go, and deletes one after asking', async () => {
    const remove = vi.spyOn(router, 'delete').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPage(<List />, { shared: { translations: ro } });

    const [, first, second] = screen.getAllByRole('row');
    expect(within(second as HTMLElement).queryByRole('button', { name: ro['admin.delete.button'] })).toBeNull();

    await user.click(within(first as HTMLElement).getByRole('button', { name: ro['admin.delete.button'] }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(document.querySelector('[data-test="delete-1-confirm"]') as HTMLElement);
    expect(remove).toHaveBeenCalledWith('/admin/branduri/1', expect.objectContaining({ preserveScroll: true }));
  });

  it('says why a delete was refused, and shows the empty state when there are no rows', () => {
    renderWithPage(<List items={[]} />, {
      shared: { translations: ro, errors: { brand: 'Brandul are produse.' } },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Brandul are produse.');
    expect(document.querySelector('[data-test="brand-refused"]')).not.toBeNull();
    expect(screen.getByText('Niciun brand')).toBeInTheDocument();
  });
});
