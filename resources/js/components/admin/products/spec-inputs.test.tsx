import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { SpecInputs } from '@/components/admin/products/spec-inputs';
import { renderWithPage } from '@/test/render-page';
import { type SpecAttribute } from '@/types/admin-products';

const attributes: SpecAttribute[] = [
  {
    id: 1,
    code: 'panel',
    name: 'Tip ecran',
    type: 'select',
    unit: null,
    options: [
      { value: '11', label: 'OLED' },
      { value: '12', label: 'QLED' },
    ],
  },
  { id: 2, code: 'screen_size', name: 'Diagonala', type: 'number', unit: 'inch', options: [] },
  { id: 3, code: 'no_frost', name: 'No Frost', type: 'boolean', unit: null, options: [] },
];

function Harness({ initial, errors = {} }: { initial: Record<string, string>; errors?: Record<string, string> }) {
  const [values, setValues] = useState(initial);

  return (
    <>
      <SpecInputs
        attributes={attributes}
        values={values}
        errors={errors}
        onChange={(id, value) => setValues({ ...values, [String(id)]: value })}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe('spec inputs', () => {
  it('gives each attribute the input of its type and reports the values by attribute id', async () => {
    renderWithPage(<Harness initial={{ '1': '12', '3': 'no' }} />, { shared: { translations: ro } });

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tip ecran' });
    expect(select.value).toBe('12');
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['—', 'OLED', 'QLED']);
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: 'Diagonala' });
    expect(number.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('inch')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Nu' }).checked).toBe(true);

    await userEvent.selectOptions(select, '11');
    await userEvent.type(number, '55,5');
    await userEvent.click(screen.getByRole('radio', { name: 'Da' }));

    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toEqual({
      '1': '11',
      '2': '55,5',
      '3': 'yes',
    });
  }, 30_000);

  it('shows the server message beside its input, in Russian for a Russian staff member', () => {
    renderWithPage(<Harness initial={{}} errors={{ 'specs.2': 'Укажите число.' }} />, {
      shared: { translations: ru },
    });

    expect(screen.getByRole('radio', { name: 'Да' })).toBeTruthy();
    const number = screen.getByRole('textbox', { name: 'Diagonala' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Укажите число.').getAttribute('data-test')).toBe('error-specs.2');
  });
});
