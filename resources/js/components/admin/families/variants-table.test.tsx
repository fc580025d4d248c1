import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { BulkPricePanel } from '@/components/admin/families/bulk-price-panel';
import { VariantActions } from '@/components/admin/families/variant-actions';
import { VariantsTable } from '@/components/admin/families/variants-table';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';
import { type OptionAttribute, type VariantInput, type VariantRow } from '@/types/admin-families';

const visits = captureVisits();

const attributes: OptionAttribute[] = [
  {
    id: 5,
    code: 'storage',
    name: 'Memoria',
    type: 'select',
    unit: null,
    options: [
      { value: '51', label: '128 GB', swatch: null },
      { value: '52', label: '256 GB', swatch: null },
    ],
  },
  {
    id: 6,
    code: 'colour',
    name: 'Culoarea',
    type: 'select',
    unit: null,
    options: [
      { value: '61', label: 'Negru', swatch: '#111111' },
      { value: '62', label: 'Alb', swatch: '#ffffff' },
    ],
  },
  { id: 7, code: 'screen_size', name: 'Diagonala', type: 'number', unit: '"', options: [] },
];

const variants: VariantRow[] = [
  {
    id: 11,
    sku: 'PP-128-N',
    name: 'Pomme 128 GB Negru',
    price: '15000',
    old_price: '',
    stock: 4,
    is_active: true,
    is_listed: true,
    values: { '5': '51', '6': '61', '7': '6.1' },
  },
  {
    id: 12,
    sku: 'PP-256-A',
    name: 'Pomme 256 GB Alb',
    price: '18000',
    old_price: '19000',
    stock: 0,
    is_active: false,
    is_listed: false,
    values: { '5': '52', '6': '62', '7': '6.7' },
  },
];

const inputs = (): VariantInput[] =>
  variants.map(({ id, price, old_price, is_active, values }) => ({ id, price, old_price, is_active, values }));

function Harness({ errors = {}, locked = false }: { errors?: Record<string, string>; locked?: boolean }) {
  const [rows, setRows] = useState(inputs());
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <>
      <VariantsTable
        familyId={3}
        variants={variants}
        rows={rows}
        attributes={attributes}
        errors={errors}
        onChange={(index, patch) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))}
        selected={selected}
        onSelect={setSelected}
        locked={locked}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
      <output data-testid="selected">{JSON.stringify(selected)}</output>
    </>
  );
}

const rowOf = (sku: string) => screen.getByText(sku).closest('tr') as HTMLElement;

describe('the variants table', () => {
  it('shows each variant with its options, prices, stock link, state and its product form', () => {
    renderWithPage(<Harness />, { shared: { translations: ro } });

    const first = within(rowOf('PP-128-N'));
    expect(first.getByText(ro['admin.families.variants.listed'])).toBeInTheDocument();
    expect(first.getByRole<HTMLSelectElement>('combobox', { name: 'Memoria · PP-128-N' }).value).toBe('51');
    expect(first.getByRole<HTMLSelectElement>('combobox', { name: 'Culoarea · PP-128-N' }).value).toBe('61');
    // A number option is typed, its unit beside it and in its column's name.
    const diagonal = first.getByRole<HTMLInputElement>('textbox', { name: 'Diagonala, " · PP-128-N' });
    expect(diagonal.value).toBe('6.1');
    expect(diagonal.inputMode).toBe('decimal');
    expect(screen.getByRole('columnheader', { name: 'Diagonala, "' })).toBeInTheDocument();
    expect(first.getByRole<HTMLInputElement>('textbox', { name: 'Preț, lei · PP-128-N' }).value).toBe('15000');
    expect(first.getByRole<HTMLInputElement>('checkbox', { name: 'În vânzare · PP-128-N' }).checked).toBe(true);
    expect(first.getByRole('link', { name: 'Stocul variantei PP-128-N pe magazine' }).getAttribute('href')).toBe(
      '/admin/produse/11/stoc',
    );
    expect(first.getByRole('link', { name: /PP-128-N: imagini/ }).getAttribute('href')).toBe(
      '/admin/produse/11/editare',
    );

    const second = within(rowOf('PP-256-A'));
    expect(second.queryByText(ro['admin.families.variants.listed'])).toBeNull();
    expect(second.getByRole<HTMLInputElement>('textbox', { name: 'Preț vechi, lei · PP-256-A' }).value).toBe('19000');
    expect(second.getByRole<HTMLInputElement>('checkbox', { name: 'În vânzare · PP-256-A' }).checked).toBe(false);
    expect(second.getByText('0').className).toContain('text-danger');
  });

  it('edits a price, an option value and the state inline, and ticks rows for the bulk change', async () => {
    renderWithPage(<Harness />, { shared: { translations: ru } });

    const second = within(rowOf('PP-256-A'));
    const price = second.getByRole('textbox', { name: 'Цена, леи · PP-256-A' });
    await userEvent.clear(price);
    await userEvent.type(price, '17 500');
    await userEvent.selectOptions(second.getByRole('combobox', { name: 'Culoarea · PP-256-A' }), '61');
    const diagonal = second.getByRole('textbox', { name: 'Diagonala, " · PP-256-A' });
    await userEvent.clear(diagonal);
    await userEvent.type(diagonal, '6,9');
    await userEvent.click(second.getByRole('checkbox', { name: 'В продаже · PP-256-A' }));
    await userEvent.click(second.getByRole('checkbox', { name: 'Отметить PP-256-A' }));

    const rows = JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as VariantInput[];
    expect(rows[1]).toEqual({
      id: 12,
      price: '17 500',
      old_price: '19000',
      is_active: true,
      values: { '5': '52', '6': '61', '7': '6,9' },
    });
    expect(rows[0]).toEqual(inputs()[0]);
    expect(JSON.parse(screen.getByTestId('selected').textContent ?? '[]')).toEqual([12]);

    await userEvent.click(screen.getByRole('checkbox', { name: ru['admin.families.variants.select_all'] }));
    expect(JSON.parse(screen.getByTestId('selected').textContent ?? '[]')).toEqual([11, 12]);
  });

  it('shows the server errors beside their cells', () => {
    renderWithPage(
      <Harness
        errors={{
          'variants.0.price': ro['admin.families.validation.price'],
          'variants.1.values': 'Varianta PP-128-N are deja aceste opțiuni.',
          'variants.0.values.7': 'Scrieți „Diagonala” ca număr',
        }}
      />,
      { shared: { translations: ro } },
    );

    expect(within(rowOf('PP-128-N')).getByText(ro['admin.families.validation.price'])).toBeInTheDocument();
    // The duplicate is said beside each option of the row, the number's own error beside the number.
    expect(within(rowOf('PP-256-A')).getAllByText('Varianta PP-128-N are deja aceste opțiuni.')).toHaveLength(3);
    const diagonal = within(rowOf('PP-128-N')).getByRole('textbox', { name: 'Diagonala, " · PP-128-N' });
    expect(diagonal).toHaveAccessibleDescription('Scrieți „Diagonala” ca număr');
  });

  it('takes a variant out of the family after asking, unless the form has unsaved edits', async () => {
    const { unmount } = renderWithPage(<Harness />, { shared: { translations: ro } });

    await userEvent.click(
      within(rowOf('PP-256-A')).getByRole('button', { name: ro['admin.families.variants.remove'] }),
    );
    expect(screen.getByText('Scoateți PP-256-A din familie?')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ro['admin.families.variants.remove'] }),
    );
    expect(visits).toEqual([{ method: 'delete', url: '/admin/familii/3/variante/12', data: {} }]);
    unmount();

    renderWithPage(<Harness locked />, { shared: { translations: ro } });
    expect(within(rowOf('PP-256-A')).queryByRole('button', { name: ro['admin.families.variants.remove'] })).toBeNull();
  });

  it('says it is empty with the ways to add variants', () => {
    renderWithPage(
      <VariantsTable
        familyId={3}
        variants={[]}
        rows={[]}
        attributes={attributes}
        errors={{}}
        onChange={() => undefined}
        selected={[]}
        onSelect={() => undefined}
        locked={false}
      />,
      { shared: { translations: ro } },
    );

    expect(screen.getByText(ro['admin.families.variants.empty'])).toBeInTheDocument();
    expect(screen.getByText(ro['admin.families.variants.empty_text'])).toBeInTheDocument();
  });
});

describe('a number option in the variant actions', () => {
  const storageAndDiagonal = [attributes[0], attributes[2]] as OptionAttribute[];
  const card = (test: string) => within(document.querySelector(`[data-test="${test}"]`) as HTMLElement);

  it('generates over the numbers typed, split on spaces, semicolons or a comma and a space', async () => {
    renderWithPage(<VariantActions familyId={3} attributes={storageAndDiagonal} locked={false} />, {
      shared: { translations: ro },
    });

    const generate = card('generate-variants');
    const numbers = generate.getByRole('textbox', { name: 'Diagonala, "' });
    expect(numbers).toHaveAccessibleDescription(ro['admin.families.generate.numbers']);
    await userEvent.type(numbers, '43, 50 55;6,1');
    await userEvent.click(generate.getByRole('checkbox', { name: '128 GB' }));
    expect(generate.getByText('Combinații bifate: 4 (cele pe care familia le are se sar)')).toBeInTheDocument();
    await userEvent.type(generate.getByRole('textbox', { name: ro['admin.families.generate.prefix'] }), 'VX');
    await userEvent.type(generate.getByRole('textbox', { name: ro['admin.families.generate.price'] }), '7000');
    await userEvent.click(generate.getByRole('button', { name: ro['admin.families.generate.submit'] }));

    expect(visits.at(-1)).toEqual({
      method: 'post',
      url: '/admin/familii/3/combinatii',
      data: { sku_prefix: 'VX', choices: { '7': ['43', '50', '55', '6,1'], '5': ['51'] }, price: '7000' },
    });
  });

  it('adds a variant with its number typed beside the unit', async () => {
    renderWithPage(<VariantActions familyId={3} attributes={storageAndDiagonal} locked={false} />, {
      shared: { translations: ru },
    });

    const add = card('add-variant');
    await userEvent.type(add.getByRole('textbox', { name: ru['admin.families.variants.sku'] }), 'VX-65');
    await userEvent.selectOptions(add.getByRole('combobox', { name: 'Memoria' }), '52');
    await userEvent.type(add.getByRole('textbox', { name: 'Diagonala, "' }), '65');
    await userEvent.type(add.getByRole('textbox', { name: ru['admin.families.variants.price'] }), '9000');
    await userEvent.click(add.getByRole('button', { name: ru['admin.families.add.submit'] }));

    expect(visits.at(-1)).toMatchObject({
      method: 'post',
      url: '/admin/familii/3/variante',
      data: { sku: 'VX-65', values: { '5': '52', '7': '65' }, price: '9000' },
    });
  });

  it('attaches a product by its SKU with its option values, its fields named apart from the add form', async () => {
    renderWithPage(<VariantActions familyId={3} attributes={storageAndDiagonal} locked={false} />, {
      shared: { translations: ro },
    });

    const attach = card('attach-variant');
    const sku = attach.getByRole('textbox', { name: ro['admin.families.attach.sku'] });
    expect(sku).toHaveAttribute('name', 'attach_sku');
    await userEvent.type(sku, 'OLD-55');
    const storage = attach.getByRole('combobox', { name: 'Memoria' });
    expect(storage).toHaveAttribute('name', 'attach.values.5');
    await userEvent.selectOptions(storage, '51');
    await userEvent.type(attach.getByRole('textbox', { name: 'Diagonala, "' }), '55');
    // What is typed here stays out of the add form beside it.
    expect(card('add-variant').getByRole('textbox', { name: ro['admin.families.variants.sku'] })).toHaveValue('');
    await userEvent.click(attach.getByRole('button', { name: ro['admin.families.attach.submit'] }));

    expect(visits.at(-1)).toEqual({
      method: 'post',
      url: '/admin/familii/3/atasare',
      data: { sku: 'OLD-55', values: { '5': '51', '7': '55' } },
    });
  });

  it('adds and attaches nothing while the family form has unsaved edits', async () => {
    renderWithPage(<VariantActions familyId={3} attributes={storageAndDiagonal} locked />, {
      shared: { translations: ru },
    });

    expect(screen.getByText(ru['admin.families.variants.dirty'])).toBeInTheDocument();
    expect(card('add-variant').getByRole('button', { name: ru['admin.families.add.submit'] })).toBeDisabled();
    expect(card('attach-variant').getByRole('button', { name: ru['admin.families.attach.submit'] })).toBeDisabled();
  });
});

describe('the bulk price change', () => {
  it('sends the ticked variants (or none, for all) with the mode, direction and value', async () => {
    renderWithPage(<BulkPricePanel familyId={3} selected={[11]} locked={false} onDone={() => undefined} />, {
      shared: { translations: ro },
    });

    expect(screen.getByText('Pentru variantele bifate: 1')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: ro['admin.families.bulk.mode'] }), 'amount');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: ro['admin.families.bulk.direction'] }), 'up');
    await userEvent.type(screen.getByRole('textbox', { name: ro['admin.families.bulk.value'] }), '500{Enter}');

    expect(visits.at(-1)).toEqual({
      method: 'post',
      url: '/admin/familii/3/preturi',
      data: { mode: 'amount', direction: 'up', value: '500', ids: [11] },
    });
  });

  it('waits while the family form has unsaved edits', async () => {
    renderWithPage(<BulkPricePanel familyId={3} selected={[]} locked onDone={() => undefined} />, {
      shared: { translations: ru },
    });

    expect(screen.getByText(ru['admin.families.bulk.scope_all'])).toBeInTheDocument();
    const before = visits.length;
    await userEvent.type(screen.getByRole('textbox', { name: ru['admin.families.bulk.value'] }), '10{Enter}');
    expect(screen.getByRole('button', { name: ru['admin.families.bulk.apply'] })).toBeDisabled();
    expect(visits.length).toBe(before);
  });
});
