import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { DocumentLines, baniFrom, leiText } from '@/components/admin/stock/document-lines';
import { MovementHistory } from '@/components/admin/stock/movement-history';
import { ReorderLevelForm } from '@/components/admin/stock/reorder-level-form';
import { ProductForm } from '@/components/admin/products/product-form';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type DocumentLine, type ProductMovement } from '@/types/stock-documents';

const pagination = { current: 1, last: 1, total: 3, next: null, previous: null };

const movements: ProductMovement[] = [
  {
    id: 3,
    date: '2026-11-30T09:15:00+00:00',
    place: 'Depozit central',
    quantity: 4,
    reason: 'Recepție',
    reference: { label: 'R-000012', href: '/admin/receptii/12' },
    who: 'Ion Depozitar',
  },
  {
    id: 2,
    date: '2026-11-29T18:00:00+00:00',
    place: 'Magazinul Centru',
    quantity: -2,
    reason: 'Rezervat de comandă',
    reference: { label: 'ES-2611-000004', href: '/admin/comenzi/ES-2611-000004' },
    who: null,
  },
  {
    id: 1,
    date: '2026-11-29T08:00:00+00:00',
    place: null,
    quantity: -1,
    reason: 'Casat',
    reference: { label: 'Retur #3', href: null },
    who: 'Ana',
  },
];

const lines: DocumentLine[] = [{ product_id: 7, name: 'Televizor Volta 55', sku: 'TV-55', stock: 3, quantity: 2 }];

describe('amounts typed in lei', () => {
  it('reads lei with a comma, a dot or spaces as bani and refuses what is no amount', () => {
    expect([
      baniFrom('12,5'),
      baniFrom('1 200.50'),
      baniFrom('0'),
      baniFrom('12,345'),
      baniFrom('-1'),
      baniFrom('abc'),
    ]).toEqual([1250, 120050, 0, null, null, null]);
    expect([leiText(125050), leiText(100), leiText(undefined)]).toEqual(['1250,50', '1', '']);
  });
});

describe('a product movement history', () => {
  it('shows each movement signed, with its place, reason, document link and who, in Romanian', () => {
    renderWithPage(<MovementHistory movements={{ rows: movements, pagination }} />, { shared: { translations: ro } });

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('+4')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'R-000012' })).toHaveAttribute('href', '/admin/receptii/12');
    expect(within(rows[1]!).getByText('−2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(ro['admin.stock_movements.nobody'])).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Retur #3')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText(ro['admin.stock_movements.no_place'])).toBeInTheDocument();
  });

  it('gives a phone a card per movement with its change, reason, place, document and who', () => {
    renderWithPage(<MovementHistory movements={{ rows: movements, pagination }} />, { shared: { translations: ro } });

    const cards = within(screen.getByRole('list', { name: ro['admin.stock_movements.title'] })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('+4')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Recepție')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Depozit central')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'R-000012' })).toHaveAttribute('href', '/admin/receptii/12');
    expect(within(cards[0]!).getByText('Ion Depozitar')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('−2')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(ro['admin.stock_movements.nobody'])).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Retur #3')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('link')).toBeNull();
  });

  it('speaks Russian and says when there is nothing yet', () => {
    renderWithPage(<MovementHistory movements={{ rows: [], pagination: { ...pagination, total: 0 } }} />, {
      shared: { translations: ru, locale: 'ru' },
    });

    expect(screen.getAllByText(ru['admin.stock_movements.title']).length).toBeGreaterThan(0);
    // Once for the phone's cards and once in the table; the screen's width shows one of them.
    expect(screen.getAllByText(ru['admin.stock_movements.empty'])).toHaveLength(2);
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe("a document's lines", () => {
  it('changes units and cost per line and removes a line', async () => {
    const onChange = vi.fn();
    const onCost = vi.fn();
    renderWithPage(
      <DocumentLines
        lines={lines}
        onChange={onChange}
        withCost
        costs={{ 7: '12,5' }}
        onCost={onCost}
        lineError={() => undefined}
      />,
      { shared: { translations: ro } },
    );

    expect(screen.getByText('TV-55 · În stoc: 3')).toBeInTheDocument();
    const quantity = screen.getByLabelText(ro['admin.stock_documents.quantity']);
    await userEvent.type(quantity, '5');
    expect(onChange).toHaveBeenLastCalledWith([{ ...lines[0], quantity: 25 }]);
    await userEvent.type(screen.getByLabelText(ro['admin.receipts.unit_cost']), '0');
    expect(onCost).toHaveBeenLastCalledWith(7, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Scoate Televizor Volta 55' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('asks no cost on a transfer and shows the server refusals beside the line, in Russian', () => {
    renderWithPage(
      <DocumentLines
        lines={lines}
        onChange={() => undefined}
        withCost={false}
        costs={{}}
        onCost={() => undefined}
        error={ru['admin.stock_documents.validation.lines']}
        lineError={(index, field) =>
          index === 0 && field === 'quantity' ? ru['admin.stock_documents.validation.quantity'] : undefined
        }
      />,
      { shared: { translations: ru, locale: 'ru' } },
    );

    expect(screen.queryByLabelText(ru['admin.receipts.unit_cost'])).toBeNull();
    expect(screen.getByText(ru['admin.stock_documents.validation.lines'])).toBeInTheDocument();
    expect(screen.getByText(ru['admin.stock_documents.validation.quantity'])).toBeInTheDocument();
  });
});

describe('the product form', () => {
  it('offers the cost price and the reorder level, naming the default', () => {
    renderWithPage(
      <ProductForm
        product={null}
        categories={[]}
        brands={[]}
        attributes={[]}
        category={null}
        reorder_default={4}
        sees_cost
      />,
      {
        shared: { translations: ro },
      },
    );

    expect(screen.getByLabelText(ro['admin.products.form.cost_price'])).toBeInTheDocument();
    expect(screen.getByLabelText(ro['admin.products.form.reorder_level'])).toBeInTheDocument();
    expect(screen.getByText(ro['admin.products.form.reorder_level_hint'].replace(':default', '4'))).toBeInTheDocument();
  });

  it('leaves the cost price out for staff who do not see reports', () => {
    renderWithPage(
      <ProductForm
        product={null}
        categories={[]}
        brands={[]}
        attributes={[]}
        category={null}
        reorder_default={4}
        sees_cost={false}
      />,
      { shared: { translations: ro } },
    );

    expect(screen.queryByLabelText(ro['admin.products.form.cost_price'])).not.toBeInTheDocument();
    expect(screen.getByLabelText(ro['admin.products.form.reorder_level'])).toBeInTheDocument();
  });
});

describe('the reorder level on the stock page', () => {
  const reorderVisits = captureVisits();

  it('sends the level typed to the product’s own address', async () => {
    const user = userEvent.setup();
    renderWithPage(<ReorderLevelForm product={7} reorder={{ level: '2', default: 3 }} />, {
      shared: { translations: ro },
    });

    const field = screen.getByLabelText(ro['admin.products.form.reorder_level']);
    expect(field).toHaveValue(2);
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: ro['admin.products.stock.reorder_save'] }));
    expect(reorderVisits).toEqual([
      { method: 'put', url: '/admin/produse/7/stoc/nivel', data: { reorder_level: '12' } },
    ]);
  });
});
